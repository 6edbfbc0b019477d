// Package fonts holds the fonts the game draws a text in when Go Bold, the
// HUD's own (game/hud/typeface), cannot: a name or a language in a script
// Go Bold has no glyphs for, or one that must be shaped (Arabic's joined
// letters, Devanagari's conjuncts, Vietnamese's stacked marks). A name
// may hold only what they draw (game/rules/names). They are
// Noto Sans Bold faces (SIL Open Font License 1.1, OFL.txt), subset at
// build time by fonts_test.go to the scripts' repertoires: every letter
// of the small scripts, every Hangul syllable, kana, and the Han
// characters of everyday writing (GB 2312's first level and JIS X 0208's).
//
// Off the browser the files are embedded (files.go): phones ship them in
// the app. The browser's download carries none of them: the page fetches
// a script's file from its own origin the first time a text needs it.
package fonts

// Font is one shipped font.
type Font struct {
	File   string  // its file, here and on the web server
	Blocks []Block // the runes it is chosen for: its scripts' blocks
}

// Block is a range of runes, both ends in.
type Block struct{ Lo, Hi rune }

// Shipped are the fonts, in the order a rune's font is looked for.
// latin.ttf is for every rune no other claims (digits, spaces, signs).
var Shipped = []Font{
	{File: "latin.ttf"},
	{File: "arabic.ttf", Blocks: []Block{{0x0600, 0x06ff}, {0x0750, 0x077f}, {0x08a0, 0x08ff}, {0xfb50, 0xfdff}, {0xfe70, 0xfeff}}},
	{File: "devanagari.ttf", Blocks: []Block{{0x0900, 0x097f}, {0xa8e0, 0xa8ff}, {0x1cd0, 0x1cff}}},
	{File: "bengali.ttf", Blocks: []Block{{0x0980, 0x09ff}}},
	{File: "tamil.ttf", Blocks: []Block{{0x0b80, 0x0bff}, {0x11fc0, 0x11fff}}},
	{File: "thai.ttf", Blocks: []Block{{0x0e00, 0x0e7f}}},
	{File: "hebrew.ttf", Blocks: []Block{{0x0590, 0x05ff}, {0xfb1d, 0xfb4f}}},
	{File: "hangul.otf", Blocks: []Block{{0x1100, 0x11ff}, {0x3130, 0x318f}, {0xa960, 0xa97f}, {0xac00, 0xd7ff}}},
	{File: "han.otf", Blocks: []Block{{0x2e80, 0x2fdf}, {0x3000, 0x30ff}, {0x31c0, 0x31ff}, {0x3400, 0x4dbf}, {0x4e00, 0x9fff}, {0xf900, 0xfaff}, {0xff00, 0xffef}, {0x20000, 0x3ffff}}},
}

// For returns the index in Shipped of the font r is drawn in: its
// script's, or latin.ttf's.
func For(r rune) int {
	for i, f := range Shipped {
		for _, b := range f.Blocks {
			if b.Lo <= r && r <= b.Hi {
				return i
			}
		}
	}
	return 0
}
