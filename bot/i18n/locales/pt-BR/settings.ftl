# /kitty settings language: — o idioma do servidor para as mensagens públicas do bot.

# A escolha da opção `language` que limpa a escolha do servidor.
settings-language-server-own = o idioma do próprio servidor
settings-language-refused = Só membros que podem gerenciar este servidor podem mudar o idioma dele.
# $language: o nome do idioma nele mesmo (ex.: "Deutsch").
settings-language-set = A partir de agora, o Kitty Tower escreve suas mensagens neste servidor em { $language }.
settings-language-cleared = O Kitty Tower agora segue o idioma do próprio servidor ({ $language }) nas mensagens.
settings-language-note = As mensagens do Kitty Tower neste servidor agora estão em { $language }.
settings-language-unknown = O Kitty Tower não fala esse idioma.
