# /kitty settings language: — the server's language for the bot's public messages.

# The choice of the `language` option that clears the server's choice.
settings-language-server-own = サーバー自体の言語
# Private answer to a member without Manage Server who tried to change the language.
settings-language-refused = 言語を変更できるのは、このサーバーを管理できるメンバーだけです。
# Private answer after a server manager chose a language. $language: its name in itself.
settings-language-set = これからKitty Towerは、このサーバーでのメッセージを{ $language }で書きます。
# Private answer after a server manager cleared the choice. $language: the server's own language.
settings-language-cleared = Kitty Towerのメッセージは、このサーバー自体の言語（{ $language }）に従うようになりました。
# Public note posted in the channel, in the newly chosen language. $language: its name in itself.
settings-language-note = このサーバーでのKitty Towerのメッセージは{ $language }になりました。
# Private answer when the stored language value is not one the bot speaks.
settings-language-unknown = Kitty Towerはその言語に対応していません。
