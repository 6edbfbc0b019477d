// Command gen writes the game's sounds (package synth) to assets/sounds:
// go run ./assets/sounds/synth/gen
package main

import (
	"log"
	"os"
	"path/filepath"

	"ropeman/assets/sounds/synth"
)

func main() {
	dir := filepath.Join("assets", "sounds")
	for _, s := range synth.All() {
		if err := os.WriteFile(filepath.Join(dir, s.Name+".wav"), synth.WAV(s.Samples), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
