package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strconv"
)

// The save format, version 6:
//
//	{"format":6,"level":7,"coins":1234,"userId":"…","skins":["mint"],"skin":"mint",
//	 "settings":{"sound":true,"music":false,"haptics":true,"hinted":true,"jumped":true,
//	  "ghosts":true,"colourBlind":true,"lang":"pt-BR","shake":true,"offered":true},
//	 "best":{"3":420},"upgrades":[2,0,1],"daily":{"day":20424,"streak":3},"keys":2,"rooms":1,
//	 "ghosts":[{"level":7,"won":true,"coins":310,"metres":182,"run":{…}}],
//	 "challenge":{"day":20424,"best":505,"streak":4},
//	 "board":{"player":"…","name":"Swift Fox 27","queue":[{"day":20425,"run":{…}}]}}
//	crc32c 5a1b2c3d
//
// The last line is the CRC-32C of everything before it, with no newline
// after it, so every bit flip and every truncation is detected. Older
// saves are read and migrated: version 5 (the same without ghosts, the
// level of the day's record and the new settings: ghosts on, colour-blind
// play off, the phone's language), version 4 (also without keys and chest
// rooms: none), version 3 (also without upgrades and the daily calendar:
// none bought, never claimed), version 2 (also without skins, settings and best results: he
// gets the default settings) and version 1 (before checksums, the bare
// JSON object). The next save writes version 6. Settings a later game
// added within version 6 (the lessons' hazardsTaught and bossTaught,
// shake, offered) read as their defaults from a save without them: shake
// on, the rest not yet; and the leaderboard's board, added within it
// too, as no name picked and nothing to post.
const formatVersion = 6

const sumPrefix = "\ncrc32c "

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// body is what the JSON of a save holds: the progress and its format.
// Fields a newer version adds are not read (and never written back).
type body struct {
	Format int `json:"format"`
	Progress
}

func encode(p Progress) []byte {
	data, _ := json.Marshal(body{Format: formatVersion, Progress: p}) // plain fields: cannot fail
	sum := crc32Castagnoli(data)
	return fmt.Appendf(data, "%s%08x", sumPrefix, sum)
}

// decode reads a save. newer reports a save written by a later version of
// the game (its checksum is right): p holds what this version understands
// of it, and err says when that is not a progress this version can use.
func decode(data []byte) (p Progress, newer bool, err error) {
	i := bytes.LastIndex(data, []byte(sumPrefix))
	if i < 0 {
		return decodeV1(data)
	}
	js, sumText := data[:i], string(data[i+len(sumPrefix):])
	want, perr := strconv.ParseUint(sumText, 16, 32)
	if perr != nil || fmt.Sprintf("%08x", want) != sumText { // exactly as written: 8 lowercase digits

		return p, false, fmt.Errorf("checksum line %q", sumText)
	}
	if got := crc32Castagnoli(js); got != uint32(want) {
		return p, false, fmt.Errorf("checksum %08x, want %08x", got, want)
	}
	b := body{Progress: Progress{Settings: DefaultSettings}} // what a version 2 save lacks
	if err := strictJSON(js, &b); err != nil {
		// A newer version may have changed a field's type: a save it
		// wrote is still its own, never damage to set aside.
		var f struct {
			Format int `json:"format"`
		}
		json.Unmarshal(js, &f)
		return p, f.Format > formatVersion, err
	}
	if b.Format < 2 {
		return p, false, fmt.Errorf("format %d with a checksum", b.Format)
	}
	// A newer save out of this version's bounds is reported newer, with
	// the error: it must not be mistaken for damage.
	return b.Progress, b.Format > formatVersion, b.Progress.Validate()
}

// decodeV1 reads the format before checksums: a bare JSON object.
func decodeV1(data []byte) (Progress, bool, error) {
	b := body{Format: 1, Progress: Progress{Settings: DefaultSettings}}
	if err := strictJSON(data, &b); err != nil {
		return b.Progress, false, err
	}
	if b.Format != 1 {
		return b.Progress, false, fmt.Errorf("format %d without a checksum", b.Format)
	}
	if err := b.Progress.Validate(); err != nil {
		return b.Progress, false, err
	}
	return b.Progress, false, nil
}

// strictJSON decodes exactly one JSON object into v with nothing after it.
// Unknown fields are allowed: a newer version may add some.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the save")
	}
	return nil
}

func crc32Castagnoli(b []byte) uint32 { return crc32.Checksum(b, castagnoli) }
