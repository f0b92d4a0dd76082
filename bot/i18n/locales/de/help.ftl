# `/kitty help`: die Anleitung zu allen Befehlen und Buttons, die Zeile jedes Spiels und der
# Rahmen um `/kitty rules`. Befehle, Optionen und getippte Wörter in `code` bleiben wie sie sind;
# **fette** Wörter sind Button-Beschriftungen (genau wie auf den Buttons).
# Eine Zeile, die mit ** beginnt, wird {"**"} geschrieben.

## Die Anleitung: sechs Abschnitte nacheinander

help-guide-intro = Stapel-Brettspiele mit Freunden oder gegen die KI, eine Partie pro Kanal oder Thread. Ablehnungen und Geheimes kommen privat; Bretter sind öffentlich.

help-guide-starting = **Starten**
    `/kitty start <game>` eröffnet eine Lobby. **Beitreten** und **Verlassen** besetzen oder räumen einen Platz; der Gastgeber drückt **Starten** (oder **Abbrechen**); **KI hinzufügen** (leicht, mittel, schwer) füllt einen Platz. Optionen: `players` und die des Spiels ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` spielt sofort gegen die KI; mit `watch:True` schaust du KI-Spielern zu.
    `thread:True` eröffnet den Tisch in einem eigenen Thread, damit ein Kanal viele Partien fasst (ich brauche dort **Öffentliche Threads erstellen** und **Nachrichten in Threads senden**); `/kitty start` in einem Thread spielt dort.
    `time:` setzt eine Zeit pro Zug (2 Minuten bis 3 Tage). Das Brett zeigt das Ende der Zeit, der Spieler wird vorher erinnert (`/kitty settings`: Erwähnung, DM oder gar nicht), danach wählen die anderen: **Sieg beanspruchen** (zwei Spieler), **Zug überspringen** (die KI spielt einen Zug), **KI übernimmt den Platz** oder **Entfernen** (größere Tische). War der Bot offline, hat jeder danach mindestens 15 Minuten (oder die ganze Zeit).

help-guide-playing = **Spielen**
    `/kitty move` — tippe los und wähle einen der angebotenen gültigen Züge.
    {"**"}Meine Züge** (unter jedem Brett) zeigt dir privat deine gültigen Züge; wähle einen, um ihn zu spielen. Weitere Buttons und Menüs unter dem Brett gehören zum Spiel (etwa *Rest zufällig setzen* oder *Farben tauschen* der Tortenregel).
    { $extra }`/kitty board` — Brett erneut posten. `/kitty cards` — deine geheimen Karten, privat.
    `/kitty takeback` (oder **Zurücknehmen** unter dem Brett) — deinen letzten Zug zurücknehmen; die anderen wählen **Annehmen** oder **Ablehnen**, die KI stimmt sofort zu. Nicht möglich, wenn jemand dabei eine Karte gesehen hat; `takebacks:forbidden` beim Start schaltet es aus.
    {"**"}Tipp** (in Lektionen, gegen die KI und an Tischen mit `hints:on`) — der Zug der KI für dich, privat und auf dem Brett markiert. Ein Tisch mit zwei oder mehr Mitgliedern ist gewertet und bietet Tipps nur mit `hints:on`, dem jeder mit dem Beitritt zustimmt (die Lobby zeigt es); `/kitty history` markiert Züge nach einem Tipp.

help-guide-ending = **Beenden**
    `/kitty resign` — aufgeben. `/kitty end` — Ende der Partie anbieten: Die anderen drücken **Annehmen** oder **Ablehnen**.
    `/kitty cancel` — der Gastgeber bricht eine Lobby ab, ein Moderator (Nachrichten verwalten) jede Partie.

help-guide-information = **Informationen**
    `/kitty rules game:<game>` — die Regeln, wie der Bot sie spielt. `/kitty help` — diese Anleitung.
    `/kitty learn game:<game>` — ein Spiel in kurzen privaten Lektionen lernen: Wähle Züge im Menü der Lektion (oder tippe sie mit `/kitty move`, wo du keinen Platz hast); dein Fortschritt bleibt gespeichert.
    `/kitty games` — die offenen Tische dieses Servers, zum Zuschauen oder Mitspielen.
    `/kitty status` — Moderatoren: Laufzeit, offene Tische, Datenbankgröße.

help-guide-records = **Aufzeichnungen**
    `/kitty history` — die Züge einer Partie. `/kitty replay` (oder **Wiederholung** am Ende) — die ganze Partie animiert. `/kitty analyse game:<n>` (oder **Analyse** am Ende) — wer Zug für Zug vorn lag, mit den größten Umschwüngen. **Revanche** am Ende — gleiche Spieler und Optionen, Plätze rotiert. `/kitty record game:<n>` — Aufzeichnungsdatei einer beendeten Partie.
    `/kitty leaderboard game:<game>` — die Besten des Servers; jede KI-Stufe hat eine Wertung, die nur Partien gegen Mitglieder ändern (reine KI-Partien zählen nicht). `/kitty stats` — Partien, Siege, Wertung, Serie. `/kitty mydata` — alles über dich Gespeicherte. `/kitty-admin export|forget` — Serververwaltung (Server verwalten).
help-extra-command = `/kitty { $name }` — { $description }.

## Das Embed um die Anleitung

help-title = Kitty Tower — so wird gespielt
help-footer = Eine Partie pro Kanal oder Thread · Partien überstehen Neustarts des Bots
help-players = { $min ->
        [one] { $min } Spieler
       *[other] { $min } Spieler
    }
help-players-range = { $min }–{ $max } Spieler
help-game-field = { $game } · { $players }
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

help-rules-title = { $game } — Regeln
help-cards-title = { $game } — { $count ->
        [one] die { $count } Karte
       *[other] die { $count } Karten
    }
help-rules-learn = Neu bei { $game }? /kitty learn game:{ $key } bringt es dir in kurzen privaten Lektionen bei.
