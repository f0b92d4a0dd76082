# Texte des Controllers: wie der Bot auf Klicks und Befehle antwortet.
# Private Antworten in der Sprache des Mitglieds, öffentliche in der des Servers.
# `/kitty …`-Befehle und ihre Optionen bleiben englisch (so werden sie getippt).

## Fehler und Ablehnungen (privat)

ctl-permissions-hint = Ich konnte in diesem Kanal nichts posten. Ich brauche hier **Kanal ansehen**, **Nachrichten senden**, **Dateien anhängen** und **Links einbetten**.
ctl-sorry = Bei mir ist etwas schiefgelaufen (es wurde protokolliert). Versuch es gleich noch einmal; `/kitty board` zeigt den Stand der Partie.
ctl-stale-with-board = { $error } Aktuelles Brett: { $link }
ctl-servers-only = Kitty Tower funktioniert in Serverkanälen, nicht in Direktnachrichten.
ctl-lobby-follows = Erledigt — die Lobby-Nachricht zieht gleich nach.
ctl-done = Erledigt.
ctl-moderators-only = Das dürfen nur Moderatoren (Nachrichten verwalten oder Administrator).
ctl-moderators-only-status = Nur Moderatoren (Nachrichten verwalten oder Administrator) können den Status des Bots sehen.
ctl-managers-only-export = Nur Mitglieder, die diesen Server verwalten dürfen (Server verwalten oder Administrator), können seine Aufzeichnungen exportieren.
ctl-managers-only-forget = Nur Mitglieder, die diesen Server verwalten dürfen (Server verwalten oder Administrator), können seine Aufzeichnungen löschen.
ctl-button-other-channel = Dieser Button gehört zu einer Partie in einem anderen Kanal.
ctl-game-over = Diese Partie ist vorbei.
ctl-board-moved-on = Dieses Brett ist nicht mehr aktuell.
ctl-button-gone = Dieser Button ist nicht mehr verfügbar.
ctl-button-other-player = Dieser Button ist für einen anderen Spieler.
ctl-board-cooldown = Du hast gerade erst nach dem Brett gefragt; versuch es in { $seconds } s noch einmal.
ctl-no-secret-cards = In dieser Partie hast du keine geheimen Karten.

## Spielen

ctl-done-move = Erledigt: **{ $move }**.
ctl-not-played = Nicht gespielt. Du bist weiter am Zug.
ctl-play-on = Du spielst weiter.
ctl-resigned = Du hast aufgegeben.
ctl-end-offer = { $who } bietet an, die Partie zu beenden. { $others }: einverstanden?
ctl-end-declined = { $who } will die Partie nicht beenden. Weiter geht’s!
ctl-end-accepted-waiting = { $who } ist einverstanden; warten auf die anderen.
ctl-end-agreed = Alle sind einverstanden, die Partie zu beenden.
ctl-cancelled = { $game }-Partie #{ $id } wurde von { $who } abgebrochen.

## Lobby und Threads

ctl-level-watch-need-ai = `level` und `watch` gehören zu `opponent: AI` (oder nutze das Menü „KI hinzufügen“ der Lobby).
ctl-thread-opened-lobby = { $who } hat in { $thread } einen Tisch für **{ $game }** eröffnet: Tritt dort bei.
ctl-thread-opened-active = { $who } hat in { $thread } einen Tisch für **{ $game }** eröffnet: Schau dort zu.
ctl-join-first-for-ai = Tritt der Partie zuerst bei, um KI-Spieler hinzuzufügen.
ctl-added-ai = { $level ->
        [easy] Leichte KI hinzugefügt.
        [medium] Mittlere KI hinzugefügt.
        [hard] Starke KI hinzugefügt.
       *[other] KI ({ $level }) hinzugefügt.
    }
ctl-menu-gone = Dieses Menü gehört nicht mehr zu dieser Partie.
ctl-not-opened = Dieser Tisch konnte nicht eröffnet werden; nichts wurde gespeichert. Versuch `/kitty start` noch einmal.
ctl-lobby-not-posted = Discord hat mich die Lobby nicht im neuen Thread posten lassen, daher wurde nichts eröffnet. Versuch es gleich noch einmal.
ctl-in-a-thread = Das hier ist schon ein Thread: `/kitty start` ohne `thread` eröffnet den Tisch hier, oder nutze `thread:True` in einem Textkanal.
ctl-not-a-text-channel = Tische in Threads lassen sich nur aus einem Textkanal des Servers eröffnen.
ctl-perm-create-public-threads = Öffentliche Threads erstellen
ctl-perm-send-messages-in-threads = Nachrichten in Threads senden
ctl-thread-missing-permissions = { $count ->
        [one] Ich kann hier keinen Thread eröffnen: Ich brauche in diesem Kanal die Berechtigung { $names }. Bitte einen Moderator, sie zu erteilen, oder nutze `/kitty start` ohne `thread`.
       *[other] Ich kann hier keinen Thread eröffnen: Ich brauche in diesem Kanal die Berechtigungen { $names }. Bitte einen Moderator, sie zu erteilen, oder nutze `/kitty start` ohne `thread`.
    }
# Name eines Threads (≤ 100 Zeichen).
ctl-thread-name = { $game } — { $players }
ctl-thread-name-host = { $game } — Tisch von { $name }
ctl-thread-name-empty = { $game } — Tisch

## Zugrücknahmen und Revanchen

ctl-takeback-request = { $who } möchte den letzten eigenen Zug zurücknehmen. { $waiting }: einverstanden? (Jeder Zug zieht die Anfrage zurück.)
ctl-takeback-declined = { $who } hat die Zugrücknahme abgelehnt. Weiter geht’s!
ctl-takeback-accepted-waiting = { $who } ist mit der Zugrücknahme einverstanden; warten auf die anderen.
ctl-takeback-agreed = Alle sind mit der Zugrücknahme einverstanden.
ctl-rematch-joined = Du bist der Revanche beigetreten: Die Lobby steht direkt darüber.

## Antworten in Direktnachrichten

ctl-in-dms-only = Mit diesem Menü antwortest du in seiner Direktnachricht auf ein Angebot.
ctl-offer-moved-on = Dieses Angebot ist nicht mehr aktuell; sieh im Kanal der Partie nach.
ctl-dm-follows = Erledigt: **{ $move }**. Das Brett folgt im Kanal der Partie.

## Uhren

ctl-duration-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
ctl-duration-hours = { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
ctl-duration-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
ctl-clock-line = ⏱ Die Zeit läuft { $when } ab ({ $limit } pro Zug).
ctl-reminder = ⏱ { $who }, deine Zeit für diesen Zug läuft { $when } ab.
ctl-reminder-dm = ⏱ Deine Zeit für den Zug in { $game } (Partie #{ $id }) läuft { $when } ab.
ctl-timed-out = ⏰ { $late } hat die Zeit überschritten. { $others }: Wie soll es weitergehen? (Bis jemand wählt, kann der säumige Spieler noch ziehen.)
ctl-clock-done-win = { $who } hat den Sieg beansprucht: { $late } hat die Zeit überschritten.
ctl-clock-done-skip = { $who } hat den Zug von { $late } übersprungen: Die KI spielt diesen einen Zug für sie.
ctl-clock-done-ai = { $who } hat den Platz von { $late } für den Rest der Partie einer KI übergeben.
ctl-clock-done-remove = { $who } hat { $late } entfernt: Eine KI spielt den Platz, die Partie geht weiter.
ctl-handed-over-dm = Deine Zeit in { $game } (Partie #{ $id }) ist abgelaufen; der Tisch hat deinen Platz einer KI übergeben, die ihn für den Rest der Partie spielt.
ctl-reminders-one-of = Erinnerungen können einer dieser Werte sein: { $allowed }.
ctl-settings = Erinnerungen in Partien mit Zeitlimit: **{ $mode ->
        [channel] eine Erwähnung im Kanal der Partie
        [dm] eine Direktnachricht (eine Erwähnung im Kanal, wenn deine DMs geschlossen sind)
        [off] keine
       *[other] { $mode }
    }**. Ändern mit `/kitty settings reminders:<channel|dm|off>`.

## KI

ctl-ai-stuck-seat = { $who } konnte keinen Zug machen (ein Fehler bei mir; er wurde protokolliert). Jeder am Tisch kann mit `/kitty board` einen neuen Versuch auslösen; ein Moderator kann die Partie mit `/kitty cancel` beenden.
ctl-ai-stuck = Die KI konnte keinen Zug machen (ein Fehler bei mir; er wurde protokolliert). Jeder am Tisch kann mit `/kitty board` einen neuen Versuch auslösen; ein Moderator kann die Partie mit `/kitty cancel` beenden.

## Aufzeichnungen

ctl-no-game-here = In diesem Kanal wurde noch keine Partie gespielt. Gib bei `game:` eine Partienummer an.
ctl-history-no-moves = Noch keine Züge.
ctl-history-pages = { $pages ->
        [one] Der Verlauf von Partie #{ $id } hat { $pages } Seite.
       *[other] Der Verlauf von Partie #{ $id } hat { $pages } Seiten.
    }
ctl-history-footer = Seite { $page }/{ $pages } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } · { $status }
ctl-status = { $status ->
        [lobby] wartet auf Mitspieler
        [active] läuft
        [finished] beendet
        [abandoned] verwaist
        [cancelled] abgebrochen
       *[other] { $status }
    }
ctl-record-unfinished = Partie #{ $id } ist noch nicht beendet; ihre Aufzeichnung wird gespeichert, sobald sie vorbei ist.
ctl-record-file = Die Aufzeichnung von { $title }. Abspielen mit `python -m bot replay FILE` (Format: docs/records.md).
ctl-replay-none = Partie #{ $id } hat noch keine Züge zum Abspielen.
ctl-replay-drawing = Die Wiederholung von { $title } wird gezeichnet ({ $frames } Bilder) … sie erscheint hier, sobald sie fertig ist.
ctl-replay-title = Wiederholung: { $title }
ctl-replay-alt = Wiederholung von Partie #{ $id }: { $game }, { $players }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }. { $status }
ctl-replay-start = #{ $id } Start · { $players }
ctl-replay-step = { $step }/{ $total } · { $move }
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] KI (leicht)
        [medium] KI (mittel)
        [hard] KI (schwer)
       *[other] KI ({ $level })
    }
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
ctl-leaderboard-title = { $game } — Rangliste
ctl-leaderboard-footer = Wertung: openskill, angezeigt als 1500 + 20 × (μ − 3σ). Jede KI-Stufe hat eine eigene Wertung, die sich nur durch Partien gegen Mitglieder ändert (reine KI-Partien werden nicht gewertet).
ctl-leaderboard-empty = Auf diesem Server hat noch niemand eine gewertete Partie { $game } beendet.
ctl-stats-none = { $name } hat auf diesem Server noch keine Partie beendet.
ctl-stats-title = { $name } — Kitty-Tower-Statistik
# S, U, N: Siege, Unentschieden, Niederlagen.
ctl-stats-played = { $played } gespielt · { $wins } S / { $draws } U / { $losses } N
ctl-stats-rating = Wertung { $rating }
ctl-stats-not-rated = nicht gewertet (kooperativ)
ctl-stats-best-win = bester Sieg: { $opponent } ({ $rating }) in #{ $id }
ctl-stats-streak = Aktuelle Serie: { $streak }
ctl-my-data = Alles, was Kitty Tower über dich speichert (Ergebnisse, Wertungen, Partien):
ctl-export = { $count ->
        [one] Aufzeichnungen dieses Servers: { $count } Partie.
       *[other] Aufzeichnungen dieses Servers: { $count } Partien.
    }
ctl-forget-confirm = Damit werden alle beendeten Partien, Ergebnisse und Wertungen dieses Servers endgültig gelöscht. Führe `/kitty-admin forget confirm: True` aus (exportiere vorher, wenn du eine Kopie willst).
ctl-forgotten = Gelöscht: { $count } beendete Partien dieses Servers samt Ergebnissen und Wertungen. Offene Partien bleiben unberührt.

## /kitty status (Moderatoren, privat)

ctl-status-title = Kitty Tower — Status
ctl-status-uptime = Laufzeit
ctl-status-open-tables = Offene Tische
ctl-status-database = Datenbank
ctl-status-ai-workers = KI-Worker
ctl-status-version = Version
ctl-status-per-game = Tische pro Spiel
ctl-status-counts = { $lobbies } Lobby · { $active } aktiv
ctl-status-game-counts = **{ $title }**: { $lobbies } Lobby · { $active } aktiv
ctl-status-no-database = noch nicht angelegt
ctl-status-workers = { $count ->
        [one] { $count } Prozess
       *[other] { $count } Prozesse
    }
ctl-status-thread = ein Thread im Bot-Prozess
ctl-status-none-open = keine offen
ctl-uptime-days = { $days } d { $hours } h
ctl-uptime-hours = { $hours } h { $minutes } min
ctl-uptime-minutes = { $minutes } min
ctl-uptime-seconds = { $seconds } s
ctl-permission-name = **{ $name }**
