// Command serve assembles the browser build and serves it locally:
//
//	go run ./game/web/serve -dir out/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"log"
	"net/http"

	"ropeman/game/web"
)

func main() {
	dir := flag.String("dir", "out/web", "folder to assemble the build in")
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	flag.Parse()
	if err := web.Assemble(*dir); err != nil {
		log.Fatal(err)
	}
	log.Printf("Rope-Man Run 3D: open http://%s/ (add ?autoplay to watch the bot)", *addr)
	log.Fatal(http.ListenAndServe(*addr, web.Handler(*dir)))
}
