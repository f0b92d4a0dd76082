# /kitty settings language: — the server's language for the bot's public messages.

# The choice of the `language` option that clears the server's choice: public messages then
# follow the server's own language (its Community locale in Discord's server settings).
settings-language-server-own = el idioma propio del servidor
# Private answer to a member without Manage Server who tried to change the language.
settings-language-refused = Solo los miembros que pueden gestionar este servidor pueden cambiar su idioma.
# Private answer after a server manager chose a language. $language: its name in itself
# (e.g. "Deutsch").
settings-language-set = A partir de ahora, Kitty Tower escribirá sus mensajes en este servidor en { $language }.
# Private answer after a server manager cleared the choice. $language: the server's own
# language, named in itself.
settings-language-cleared = Kitty Tower ahora sigue el idioma propio de este servidor ({ $language }) para sus mensajes.
# Public note posted in the channel, in the newly chosen language. $language: its name in itself.
settings-language-note = Los mensajes de Kitty Tower en este servidor ahora están en { $language }.
# Private answer when the stored language value is not one the bot speaks.
settings-language-unknown = Kitty Tower no habla ese idioma.
