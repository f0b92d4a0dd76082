# /kitty settings language: — die Sprache des Servers für die öffentlichen Nachrichten des Bots.

settings-language-server-own = die eigene Sprache des Servers
settings-language-refused = Nur Mitglieder, die diesen Server verwalten dürfen, können seine Sprache ändern.
settings-language-set = Ab jetzt schreibt Kitty Tower seine Nachrichten auf diesem Server auf { $language }.
settings-language-cleared = Kitty Tower folgt für seine Nachrichten jetzt der eigenen Sprache dieses Servers ({ $language }).
settings-language-note = Die Nachrichten von Kitty Tower auf diesem Server sind jetzt auf { $language }.
settings-language-unknown = Diese Sprache spricht Kitty Tower nicht.
