package save

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzDecode: go test -fuzz FuzzDecode ./game/save (./build.sh fuzz runs
// it long). Whatever a save file holds, reading it never panics; what
// reads as this version's progress is valid, and written again it reads
// back the same (Save never writes what Open refuses).
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"format3.save", "format4.save", "format5.save"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	p := fresh()
	p.Level, p.Coins, p.Skins, p.Skin = 12, 345, []string{"mint"}, "mint"
	p.Best = map[int]int{3: 420}
	p.Upgrades = UpgradeLevels{2, 0, 1}
	p.Ghosts = []Ghost{{Level: 7, Won: true, Coins: 310, Metres: 182, Run: json.RawMessage(`{"format":1,"input":"AQ=="}`)}}
	f.Add(encode(p)) // (the largest save is TestLargestSaveReadsBack's: 330 KB mutates and minimises too slowly to fuzz)
	f.Add([]byte(`{"format":1,"level":3,"coins":5,"userId":"x"}`))
	f.Add(signed(`{"format":6,"level":4,"coins":9,"userId":"abc","upgrades":[1,2,3,4],"ghosts":[{"level":3,"run":null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, newer, err := decode(data)
		if err != nil || newer {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("decode accepted a progress Validate refuses: %v", err)
		}
		again := encode(p)
		if err := readsBack(again); err != nil {
			t.Fatalf("a progress read from a save does not write back: %v", err)
		}
		q, _, _ := decode(again)
		for i := range p.Ghosts { // a run is written compact, escaped: compare what it says
			if !sameJSON(p.Ghosts[i].Run, q.Ghosts[i].Run) {
				t.Fatalf("ghost %d's run changed on writing", i)
			}
			p.Ghosts[i].Run, q.Ghosts[i].Run = nil, nil
		}
		if len(p.Best) == 0 && len(q.Best) == 0 {
			p.Best, q.Best = nil, nil
		}
		if !reflect.DeepEqual(p, q) {
			t.Fatalf("written again it reads back as %+v, not %+v", q, p)
		}
	})
}
