//go:build !js

package lang

// shipped are every language's words: off the browser the game carries
// them all.
var shipped = [Count]*words{
	English:    &englishWords,
	Spanish:    {&spanish, spanishSkins, spanishLevels, spanishKinds, nil},
	Portuguese: {&portuguese, portugueseSkins, portugueseLevels, portugueseKinds, nil},
	French:     {&french, frenchSkins, frenchLevels, frenchKinds, nil},
	German:     {&german, germanSkins, germanLevels, germanKinds, nil},
	Italian:    {&italian, italianSkins, italianLevels, italianKinds, nil},
	Turkish:    {&turkish, turkishSkins, turkishLevels, turkishKinds, nil},
	Russian:    {&russian, russianSkins, russianLevels, russianKinds, nil},
	Indonesian: {&indonesian, indonesianSkins, indonesianLevels, indonesianKinds, nil},
	Hindi:      {&hindi, hindiSkins, hindiLevels, hindiKinds, &hindiSyllables},
	Vietnamese: {&vietnamese, vietnameseSkins, vietnameseLevels, vietnameseKinds, nil},
	Japanese:   {&japanese, japaneseSkins, japaneseLevels, japaneseKinds, &japaneseSyllables},
	Korean:     {&korean, koreanSkins, koreanLevels, koreanKinds, &koreanSyllables},
	Chinese:    {&chinese, chineseSkins, chineseLevels, chineseKinds, &chineseSyllables},
	Arabic:     {&arabic, arabicSkins, arabicLevels, arabicKinds, &arabicSyllables},
}
