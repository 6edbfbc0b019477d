//go:build !js

package fonts

import (
	"bytes"
	"embed"
	"fmt"
	"sync"

	"github.com/go-text/typesetting/font"
)

//go:embed *.ttf *.otf
var files embed.FS

// Data returns f's file.
func Data(f Font) ([]byte, error) { return files.ReadFile(f.File) }

// Parse returns Shipped[i] parsed, the first time it is asked for (a
// script's font is read when a text first needs it). A font is read-only
// and shared; a face made of it (font.NewFace) keeps caches, one per user.
func Parse(i int) (*font.Font, error) {
	p := &parsed[i]
	p.once.Do(func() {
		data, err := Data(Shipped[i])
		if err != nil {
			p.err = err
			return
		}
		face, err := font.ParseTTF(bytes.NewReader(data))
		if err != nil {
			p.err = fmt.Errorf("%s: %v", Shipped[i].File, err)
			return
		}
		p.font = face.Font
	})
	return p.font, p.err
}

var parsed = make([]struct {
	once sync.Once
	font *font.Font
	err  error
}, len(Shipped))

// Draws reports whether the font r is drawn in (For) has a glyph for it:
// what a name may hold.
func Draws(r rune) bool {
	f, err := Parse(For(r))
	if err != nil {
		return false
	}
	_, ok := f.NominalGlyph(r)
	return ok
}
