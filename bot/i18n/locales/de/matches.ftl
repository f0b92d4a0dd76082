# Texte des Partie-Dienstes (bot/matches): Ablehnungen, die ein Mitglied privat liest, und
# Sätze, die ein Tisch in seinem Kanal verkündet.

## Plätze

match-seat-label = { $name } ({ $colour })

## Angebote, die Partie zu beenden (/kitty end)

match-offer-closed = Dieses Angebot gilt nicht mehr.
match-offer-yours = Das ist dein Angebot; die anderen Spieler antworten darauf.
match-offer-answered = Du hast auf dieses Angebot schon geantwortet.
match-offer-others-answer = Die anderen Spieler müssen auf das Angebot antworten.
match-agreed-players = Die Spieler haben sich geeinigt, die Partie zu beenden.
match-agreed-ai = Die KI ist einverstanden, die Partie zu beenden.

## Ablehnungen wegen des Spielstands

match-gone = Diese Partie ist vorbei oder wurde abgebrochen.
match-over = Diese Partie ist vorbei.
match-already-over = Diese Partie ist schon vorbei.
match-moved-on-since-message = Die Partie ist weitergegangen, seit diese Nachricht geschickt wurde.
match-not-started = Die Partie hat noch nicht begonnen.
match-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit `/kitty start`.
match-not-playing = Du spielst in dieser Partie nicht mit.
# $reason bleibt englisch (technisch, für Moderatoren und Entwickler).
match-damaged = Die gespeicherten Daten dieser Partie sind beschädigt, sie kann nicht weitergehen ({ $reason }). Ein Moderator kann sie mit `/kitty cancel` beenden.

## Tische abbrechen und schließen

match-cancel-lobby-not-host = Nur der Gastgeber oder ein Moderator kann diese Lobby abbrechen.
match-cancel-running-not-moderator = Nur ein Moderator (Nachrichten verwalten) kann eine laufende Partie abbrechen; Spieler können mit `/kitty resign` aufgeben oder mit `/kitty end` anbieten, sie zu beenden.
match-lobby-expired = Diese Lobby hat sich selbst geschlossen: Niemand hat sie innerhalb von { $duration } gestartet.
match-abandoned = Diese Partie wurde als verwaist geschlossen: { $duration } lang kein Zug.
match-duration-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
match-duration-hours = { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
match-duration-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
match-duration-seconds = { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }

## Lobby

match-channel-busy = In diesem Kanal läuft schon eine Partie. Beende sie zuerst oder brich sie ab.
match-lobby-closed = Diese Lobby ist geschlossen: Die Partie hat schon begonnen oder ist vorbei.
match-already-joined = Du bist dieser Partie schon beigetreten.
match-full = Diese Partie ist voll.
match-not-in-lobby = Du bist nicht in dieser Lobby.
match-host-cannot-leave = Du bist der Gastgeber: Schließe die Lobby mit „Abbrechen“.
# $levels: die KI-Stufen, wie sie getippt werden (easy, medium, hard; nicht übersetzt).
match-ai-level-unknown = Die KI-Stufe muss einer dieser Werte sein: { $levels }.
match-join-to-add-ai = Tritt der Partie zuerst bei, um KI-Spieler hinzuzufügen.
match-seated-host-only = Das kann nur der Gastgeber, wenn er am Tisch sitzt.
match-join-first = Tritt der Partie zuerst bei.
match-host-starts = Nur der Gastgeber kann die Partie starten.
match-needs-players = { $game } braucht { $need } Spieler; bisher sitzen { $seated }.
match-limit-tables = Dieser Server hat schon { $count } offene Tische (das Limit ist { $limit }). Beende zuerst einen oder brich ihn ab.
match-limit-lobbies = Du bist schon Gastgeber von { $count } offenen Lobbys (das Limit ist { $limit }). Starte zuerst eine oder brich sie ab.
match-limit-ai-only = Auf diesem Server laufen schon { $count } reine KI-Tische (das Limit ist { $limit }). Warte, bis einer fertig ist.
match-servers-only = Kitty Tower funktioniert in Serverkanälen, nicht in Direktnachrichten.
match-no-such-game = Es gibt kein Spiel namens '{ $key }'.
match-not-installed = Das Spiel '{ $key }' ist in diesem Bot nicht installiert.
match-no-seat-option = { $game } hat keine Platzoption `{ $name }`.

## Revanche

match-rematch-gone = Diese Partie gibt es nicht mehr.
match-rematch-other-channel = Dieser Button gehört zu einer Partie in einem anderen Kanal.
match-rematch-players-only = Nur die Spieler dieser Partie können eine Revanche verlangen.
match-rematch-channel-busy = In diesem Kanal gibt es schon einen offenen Tisch. Beende ihn zuerst oder brich ihn ab.

## Zugrücknahmen

match-takeback-forbidden = An diesem Tisch sind Zugrücknahmen ausgeschaltet.
match-takeback-waiting = Eine Anfrage zur Zugrücknahme wartet schon auf Antwort.
match-takeback-closed = Diese Anfrage zur Zugrücknahme gilt nicht mehr.
match-takeback-yours = Du hast diese Zugrücknahme erbeten; die anderen Spieler antworten darauf.
match-takeback-answered = Du hast auf diese Anfrage schon geantwortet.
match-takeback-log-mismatch = Das gespeicherte Zugprotokoll passt nicht zu dieser Partie; versuch `/kitty board`.
match-takeback-no-replay = Das Zugprotokoll dieser Partie lässt sich nicht nachspielen ({ $error }).
match-takeback-nothing = Du hast noch keinen eigenen Zug, den du zurücknehmen könntest.
match-takeback-refused = Dieser Zug kann nicht zurückgenommen werden: { $reason }, und wer ihn rückgängig macht, könnte mit dem Wissen um eine verdeckte Karte weiterspielen.
match-takeback-done = { $who } nimmt { $count ->
        [one] einen Zug
       *[other] { $count } Züge
    } zurück. { $how ->
        [ai] Die KI ist einverstanden.
       *[agreed] Alle waren einverstanden.
    }

## Zeitlimits

match-timeout-over = Diese Zeitüberschreitung ist erledigt: Die Partie ist weitergegangen.
match-timeout-yours = Deine Zeit ist abgelaufen, aber du kannst noch ziehen, bis jemand anderes eine Wahl trifft.
match-timeout-ai-plays = Jetzt spielt eine KI deinen Platz.
match-timeout-not-yet = Die Zeit für diesen Zug ist noch nicht um.
match-timeout-no-choice = Diese Wahl bietet dieser Tisch nicht an.
match-timeout-already-chosen = Ein anderer Spieler hat schon gewählt: Die KI spielt diesen Zug.
match-timeout-claimed = { $who } hat die Zeit überschritten; der Sieg wurde beansprucht.

## Züge

match-handed-over = Deine Zeit ist abgelaufen und der Tisch hat deinen Platz einer KI übergeben; sie spielt jetzt für dich.
match-type-a-move = Tippe einen Zug, z. B. einen aus der Liste.
match-board-moved-on = Dieses Brett ist nicht mehr aktuell.
match-ai-moved-on = Die Partie ist weitergegangen, während die KI nachgedacht hat.
match-move-failed = Dieser Zug konnte wegen eines Fehlers bei mir nicht ausgeführt werden (er wurde protokolliert). Nichts hat sich geändert; versuch einen anderen Zug oder `/kitty board`.
match-resigns = { $who } gibt auf.
