//go:build js

package game

import (
	"context"
	"fmt"
	"time"

	"ropeman/game/fetch"
	"ropeman/game/lang"
)

// wordsAsked are the languages whose words the page has been asked for,
// and wordsTaken those the texts have taken since.
var wordsAsked, wordsTaken [lang.Count]bool

// fetchWords fetches the words of the language the texts wait for (one
// the player picked, or the browser's if the page did not bring them),
// once, from the page's own origin (lang/<code>.json, made by the web
// build): the flow speaks it from the Step after they come. Until then,
// and if they never come, the texts stay in the language they were in.
func (g *Game) fetchWords() {
	t, waiting := g.flow.Waiting()
	if !waiting && wordsAsked[t] && !wordsTaken[t] {
		wordsTaken[t] = true
		g.log("lang: texts in " + t.Code() + ", its words fetched")
	}
	if !waiting || wordsAsked[t] {
		return
	}
	wordsAsked[t] = true
	log := g.log
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		status, data, err := fetch.Do(ctx, "GET", "lang/"+t.Code()+".json", nil)
		if err == nil && status != 200 {
			err = fmt.Errorf("HTTP %d", status)
		}
		if err == nil {
			err = lang.Install(t, data)
		}
		if err != nil {
			log("lang: the words of " + t.Code() + ": " + err.Error())
		}
	}()
}
