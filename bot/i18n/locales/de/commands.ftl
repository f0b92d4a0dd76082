# Slash-Befehle: die Beschreibungen und Auswahlwerte, die Discord unter jedem /kitty-Befehl zeigt.
# Befehls- und Optionsnamen (`move`, `start`, `game` …) werden nicht übersetzt.
# Grenzen (Discord): Beschreibungen von Befehlen, Optionen und Auswahlwerten 1–100 Zeichen.

## /kitty

cmd-kitty = Stapel-Brettspiele spielen
cmd-move = Deinen Zug machen
cmd-move-move = Dein Zug — tippe los, um die gültigen Züge zu sehen
cmd-board = Das aktuelle Brett noch einmal zeigen
cmd-cards = Deine eigenen geheimen Karten ansehen (nur du siehst sie)
cmd-resign = Die Partie aufgeben (mit Rückfrage)
cmd-end = Anbieten, die Partie zu beenden (die anderen nehmen an oder lehnen ab)
cmd-takeback = Deinen letzten Zug zurücknehmen (die anderen stimmen zu)
cmd-settings = Deine Einstellungen; Moderatoren wählen auch die Sprache des Servers
cmd-settings-reminders = Wie dich eine Partie mit Zeitlimit erinnert, dass deine Zeit abläuft
cmd-reminders-channel = Erwähnung im Kanal
cmd-reminders-dm = Direktnachricht
cmd-reminders-off = aus
cmd-settings-language = Serververwaltung: die Sprache der Bot-Nachrichten auf diesem Server
cmd-games = Die offenen Tische dieses Servers, zum Zuschauen oder Mitspielen
cmd-cancel = Die Partie dieses Kanals abbrechen (Gastgeber in der Lobby oder Moderator)
cmd-rules = Die Regeln eines Spiels lesen
cmd-rules-game = Die Regeln welches Spiels
cmd-rules-public = Für alle posten (Standard: nur du siehst sie)
cmd-learn = Ein Spiel in kurzen privaten Lektionen lernen (nur du siehst sie)
cmd-learn-game = Welches Spiel du lernen willst
cmd-learn-move = Ein Zug in deiner aktuellen Lektion (oder wähle ihn im Menü der Lektion)
cmd-help = So spielst du mit Kitty Tower
cmd-status = Moderatoren: Laufzeit, offene Tische, Datenbankgröße
cmd-history = Die Züge der Partie dieses Kanals oder einer Partie nach Nummer
cmd-history-game = Eine Partienummer (Standard: die Partie dieses Kanals)
cmd-history-page = Welche Seite einer langen Partie
cmd-record = Die Aufzeichnungsdatei einer beendeten Partie (überall abspielbar)
cmd-game-number = Die Partienummer
cmd-replay = Eine ganze Partie als Animation ansehen
cmd-replay-game = Eine Partienummer (Standard: die Partie dieses Kanals)
cmd-analyse = Wer Zug für Zug vorn lag, in einer beendeten Partie
cmd-leaderboard = Die besten Spieler dieses Servers in einem Spiel
cmd-leaderboard-game = Die Rangliste welches Spiels
cmd-stats = Partien, Siege, Wertung und Serie eines Mitglieds (Standard: du)
cmd-stats-user = Wessen Statistik (Standard: deine)
cmd-mydata = Alles, was Kitty Tower über dich speichert (eine private Datei)

## /kitty start <game>

cmd-start = Eine Partie in diesem Kanal eröffnen (oder mit thread in einem neuen Thread)
cmd-start-game-fixed = Einen Tisch für { $title } eröffnen ({ $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    })
cmd-start-game-range = Einen Tisch für { $title } eröffnen ({ $min }–{ $max } Spieler)
cmd-start-players = Wie viele Plätze, { $min } bis { $max } (Standard: die übliche Zahl des Spiels)
cmd-start-opponent = Sofort gegen die KI spielen
cmd-start-opponent-ai = KI
cmd-start-level = Stärke der KI (mit opponent: KI; Standard: mittel)
cmd-level-easy = leicht
cmd-level-medium = mittel
cmd-level-hard = schwer
cmd-start-watch = Mit opponent: KI — alle Plätze spielt die KI und du schaust zu
cmd-start-time = Zeit pro Zug (danach können die anderen Sieg fordern, überspringen oder KI einsetzen)
cmd-time-2m = 2 Minuten
cmd-time-10m = 10 Minuten
cmd-time-1h = 1 Stunde
cmd-time-1d = 1 Tag
cmd-time-3d = 3 Tage
cmd-time-none = kein Limit
cmd-start-takebacks = Dürfen Züge zurückgenommen werden (die anderen stimmen zu; gegen die KI sofort)
cmd-takebacks-allowed = erlaubt
cmd-takebacks-forbidden = verboten
cmd-start-hints = Den Tipp-Button erlauben (gewertete Tische: alle Spieler müssen zustimmen)
cmd-hints-on = an
cmd-hints-off = aus
cmd-start-thread = Den Tisch in einem eigenen Thread eröffnen (ein Kanal fasst so viele Partien)

## Befehle, die ein Spiel mitbringt (/kitty place, …)

cmd-declared-not-here = `{ $command }` gibt es nur in { $count ->
        [one] { $last }
       *[other] { $others } und { $last }
    }. In { $title } nutze `/kitty move`.

## /kitty-admin (nur Serververwaltung)

cmd-admin = Serververwaltung: die Kitty-Tower-Aufzeichnungen dieses Servers
cmd-admin-export = Serververwaltung: die Partie-Aufzeichnungen dieses Servers herunterladen (JSON)
cmd-admin-forget = Serververwaltung: beendete Partien, Ergebnisse und Wertungen dieses Servers löschen
cmd-admin-forget-confirm = True, um wirklich zu löschen (kann nicht rückgängig gemacht werden)

## Hinweise im Hintergrund (öffentlich, in der Sprache des Servers)

cmd-closed-free = { $why } Der Kanal ist frei: `/kitty start` eröffnet einen neuen Tisch.

## Befehle des Bot-Besitzers (eine Erwähnung: „@Kitty Tower sync“)

cmd-owner-synced-here = { $count } Befehlsgruppe(n) mit diesem Server synchronisiert.
cmd-owner-synced-global = { $count } Befehlsgruppe(n) global synchronisiert (kann bis zu einer Stunde dauern).
cmd-owner-only = Das darf nur der Besitzer des Bots.
