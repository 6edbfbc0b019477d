//go:build js

package lang

// shipped are the words the browser's download carries: English's. The
// page fetches the language it speaks (lang/<code>.json, made by the web
// build from the tables) and installs it (Install); until then, and if
// it never comes, the texts are English.
var shipped = [Count]*words{English: &englishWords}
