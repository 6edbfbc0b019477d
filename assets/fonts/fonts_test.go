//go:build !js

package fonts

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"

	"ropeman/game/lang"
)

// The fonts are made here, at build time, from Debian's Noto faces by
// fontTools' subsetter:
//
//	apt-get install fonts-noto-core fonts-noto-cjk fonttools
//	ROPEMAN_WRITE_FONTS=1 go test -run ShippedFonts ./assets/fonts
//
// writes every file; without it the test checks the shipped files hold
// each font's repertoire.

// source is where each shipped font is cut from: its file in Debian's
// packages (and its face in a collection), and the runes it keeps beyond
// its blocks.
var sources = map[string]struct {
	path  string
	index int
	more  []Block
}{
	"latin.ttf": {path: "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", more: []Block{
		{0x20, 0x7e}, {0xa0, 0x24f}, {0x250, 0x2af}, {0x2b0, 0x2ff}, {0x300, 0x36f}, {0x370, 0x3ff}, {0x400, 0x52f},
		{0x1e00, 0x1eff}, {0x2000, 0x206f}, {0x20a0, 0x20bf}, {0x2100, 0x214f}}},
	"arabic.ttf":     {path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", more: shared},
	"devanagari.ttf": {path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf", more: shared},
	"thai.ttf":       {path: "/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf", more: shared},
	"bengali.ttf":    {path: "/usr/share/fonts/truetype/noto/NotoSansBengali-Bold.ttf", more: shared},
	"tamil.ttf":      {path: "/usr/share/fonts/truetype/noto/NotoSansTamil-Bold.ttf", more: shared},
	"hebrew.ttf":     {path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf", more: shared},
	"hangul.otf":     {path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", index: 1, more: shared},
	"han.otf":        {path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", index: 2, more: shared},
}

// shared are the runes every script's font keeps for the runs it shapes:
// spaces, the joiners, the name's signs (- _ .) and the digits.
var shared = []Block{{0x20, 0x20}, {0x2d, 0x2e}, {0x30, 0x39}, {0x5f, 0x5f}, {0xa0, 0xa0}, {0x200c, 0x200f}, {0x25cc, 0x25cc}}

// repertoire returns the runes f is cut to: those its source has in its
// blocks and its more, for han.otf only the Han characters of everyday
// writing, and every rune of the game's texts it draws.
func repertoire(f Font) []rune {
	var out []rune
	for _, b := range append(slices.Clone(f.Blocks), sources[f.File].more...) {
		for r := b.Lo; r <= b.Hi; r++ {
			if unicode.Is(unicode.Han, r) {
				continue
			}
			out = append(out, r)
		}
	}
	if f.File == "han.otf" {
		out = append(out, everydayHan()...)
	}
	// And every rune the game's own texts draw in this font.
	i := slices.IndexFunc(Shipped, func(s Font) bool { return s.File == f.File })
	for t := range lang.Count {
		for _, s := range lang.All(t) {
			for _, r := range s {
				if For(r) == i {
					out = append(out, r)
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// everydayHan returns the Han characters of GB 2312's first level (3,755
// characters, simplified Chinese's everyday set) and of JIS X 0208's
// first (2,965, Japanese's), read out of the two standards' encodings.
func everydayHan() []rune {
	var out []rune
	add := func(e encoding.Encoding, lead, last [2]byte, trail [2]byte) {
		d := e.NewDecoder()
		for a := lead[0]; a <= last[0]; a++ {
			for b := trail[0]; b <= trail[1]; b++ {
				if a == last[0] && b > last[1] {
					break
				}
				s, err := d.String(string([]byte{a, b}))
				if err != nil {
					continue
				}
				for _, r := range s {
					if unicode.Is(unicode.Han, r) {
						out = append(out, r)
					}
				}
			}
		}
	}
	add(simplifiedchinese.GBK, [2]byte{0xb0, 0}, [2]byte{0xd7, 0xf9}, [2]byte{0xa1, 0xfe})
	add(japanese.EUCJP, [2]byte{0xb0, 0}, [2]byte{0xcf, 0xd3}, [2]byte{0xa1, 0xfe})
	return out
}

// alphabets are the letters each font must draw, whatever its source
// lacks elsewhere in its blocks (Coptic in Greek's, Unicode 14's Arabic
// letters): every language's alphabet in the script, its marks and signs.
var alphabets = map[string][]Block{
	"latin.ttf":      {{0x41, 0x5a}, {0x61, 0x7a}, {0xc0, 0x24f}, {0x300, 0x36f}, {0x386, 0x3ce}, {0x400, 0x4ff}, {0x1ea0, 0x1ef9}},
	"arabic.ttf":     {{0x621, 0x65f}, {0x660, 0x669}, {0x670, 0x6d3}, {0x6f0, 0x6f9}},
	"devanagari.ttf": {{0x900, 0x97f}},
	"thai.ttf":       {{0xe01, 0xe3a}, {0xe40, 0xe5b}},
	"bengali.ttf":    {{0x985, 0x9b9}, {0x9bc, 0x9cd}, {0x9e6, 0x9ef}},
	"tamil.ttf":      {{0xb85, 0xbb9}, {0xbbe, 0xbcd}, {0xbe6, 0xbef}},
	"hebrew.ttf":     {{0x5d0, 0x5ea}, {0x5b0, 0x5bd}},
	"hangul.otf":     {{0x1100, 0x11ff}, {0x3131, 0x318e}, {0xac00, 0xd7a3}},
	"han.otf":        {{0x3041, 0x3096}, {0x30a1, 0x30fa}},
}

// The shipped files hold every letter of their alphabets (and han.otf
// the everyday Han characters), and where the sources are here, exactly
// what the subsetter makes of them.
func TestTheShippedFontsHoldTheirRepertoires(t *testing.T) {
	if os.Getenv("ROPEMAN_WRITE_FONTS") == "1" {
		for _, f := range Shipped {
			if err := subset(f, repertoire(f), f.File); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	for i, f := range Shipped {
		parsed, err := Parse(i)
		if err != nil {
			t.Fatal(err)
		}
		want := slices.Clone(alphabets[f.File])
		if f.File == "han.otf" {
			for _, r := range everydayHan() {
				want = append(want, Block{r, r})
			}
		}
		for t := range lang.Count {
			for _, s := range lang.All(t) {
				for _, r := range s {
					if For(r) == i {
						want = append(want, Block{r, r})
					}
				}
			}
		}
		var lacks []string
		for _, b := range want {
			for r := b.Lo; r <= b.Hi; r++ {
				if _, ok := parsed.NominalGlyph(r); !ok && unicode.In(r, unicode.L, unicode.M, unicode.N) {
					lacks = append(lacks, fmt.Sprintf("%U", r))
				}
			}
		}
		if len(lacks) > 0 {
			t.Errorf("%s lacks %d letters of its alphabet, %s...: ROPEMAN_WRITE_FONTS=1 go test -run ShippedFonts ./assets/fonts", f.File, len(lacks), strings.Join(lacks[:min(8, len(lacks))], " "))
		}
		if _, err := os.Stat(sources[f.File].path); err != nil {
			continue // no source here (fonts-noto-core, fonts-noto-cjk)
		}
		if _, err := exec.LookPath("pyftsubset"); err != nil {
			continue // no subsetter here (fonttools)
		}
		made := filepath.Join(t.TempDir(), f.File)
		if err := subset(f, repertoire(f), made); err != nil {
			t.Fatal(err)
		}
		shipped, _ := Data(f)
		fresh, _ := os.ReadFile(made)
		if !bytes.Equal(shipped, fresh) {
			t.Errorf("%s (%d bytes) is not what its source makes (%d): ROPEMAN_WRITE_FONTS=1 go test -run ShippedFonts ./assets/fonts", f.File, len(shipped), len(fresh))
		}
	}
}

// subset writes out: f cut from its source to the runes want, every layout
// feature kept (the shaper needs them all: joining forms, conjuncts,
// mark positions), hinting dropped (the HUD does not hint).
func subset(f Font, want []rune, out string) error {
	src := sources[f.File]
	var list strings.Builder
	for i, r := range want {
		if i > 0 {
			list.WriteByte(',')
		}
		fmt.Fprintf(&list, "%X", r)
	}
	codes := filepath.Join(os.TempDir(), "ropeman-"+f.File+".txt")
	if err := os.WriteFile(codes, []byte(list.String()), 0o644); err != nil {
		return err
	}
	defer os.Remove(codes)
	cmd := exec.Command("pyftsubset", src.path, fmt.Sprintf("--font-number=%d", src.index), "--unicodes-file="+codes,
		"--layout-features=*", "--no-hinting", "--desubroutinize", "--name-IDs=*", "--output-file="+out)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: pyftsubset: %v\n%s", f.File, err, out)
	}
	return nil
}
