//go:build !js

package lang

// shipped are every language's words: off the browser the game carries
// them all.
var shipped = [Count]*words{
	English:    &englishWords,
	Spanish:    {&spanish, spanishSkins, spanishLevels, spanishKinds},
	Portuguese: {&portuguese, portugueseSkins, portugueseLevels, portugueseKinds},
	French:     {&french, frenchSkins, frenchLevels, frenchKinds},
	German:     {&german, germanSkins, germanLevels, germanKinds},
	Italian:    {&italian, italianSkins, italianLevels, italianKinds},
	Turkish:    {&turkish, turkishSkins, turkishLevels, turkishKinds},
	Russian:    {&russian, russianSkins, russianLevels, russianKinds},
	Indonesian: {&indonesian, indonesianSkins, indonesianLevels, indonesianKinds},
}
