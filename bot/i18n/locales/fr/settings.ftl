# /kitty settings language: — la langue du serveur pour les messages publics du bot.

settings-language-server-own = la langue propre au serveur
settings-language-refused = Seuls les membres qui peuvent gérer ce serveur peuvent changer sa langue.
settings-language-set = Désormais, Kitty Tower écrit ses messages sur ce serveur dans cette langue : { $language }.
settings-language-cleared = Kitty Tower suit maintenant la langue propre à ce serveur ({ $language }) pour ses messages.
settings-language-note = Les messages de Kitty Tower sur ce serveur sont désormais dans cette langue : { $language }.
settings-language-unknown = Kitty Tower ne parle pas cette langue.
