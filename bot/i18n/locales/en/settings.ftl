# /kitty settings language: — the server's language for the bot's public messages.

# The choice of the `language` option that clears the server's choice: public messages then
# follow the server's own language (its Community locale in Discord's server settings).
settings-language-server-own = the server's own language
# Private answer to a member without Manage Server who tried to change the language.
settings-language-refused = Only members who can manage this server can change its language.
# Private answer after a server manager chose a language. $language: its name in itself
# (e.g. "Deutsch").
settings-language-set = From now on, Kitty Tower writes its messages in this server in { $language }.
# Private answer after a server manager cleared the choice. $language: the server's own
# language, named in itself.
settings-language-cleared = Kitty Tower now follows this server's own language ({ $language }) for its messages.
# Public note posted in the channel, in the newly chosen language. $language: its name in itself.
settings-language-note = Kitty Tower's messages in this server are now in { $language }.
# Private answer when the stored language value is not one the bot speaks.
settings-language-unknown = Kitty Tower does not speak that language.
