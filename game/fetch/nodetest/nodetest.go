//go:build js

// Package nodetest serves HTTP from Node's own server to the wasm builds'
// tests of the game's requests (game/fetch, ads/confirm): the fetch under
// test is the real one, over a real socket.
package nodetest

import (
	"strconv"
	"syscall/js"
	"testing"
)

// Serve starts Node's HTTP server on a free port of 127.0.0.1, calling
// handle with each request and its response, and returns its address; it
// closes, every connection with it, when t ends.
func Serve(t testing.TB, handle func(req, res js.Value)) string {
	h := js.FuncOf(func(_ js.Value, args []js.Value) any {
		handle(args[0], args[1])
		return nil
	})
	srv := js.Global().Call("require", "http").Call("createServer", h)
	port := make(chan int, 1)
	listening := js.FuncOf(func(js.Value, []js.Value) any {
		port <- srv.Call("address").Get("port").Int()
		return nil
	})
	srv.Call("listen", 0, "127.0.0.1", listening)
	t.Cleanup(func() {
		srv.Call("closeAllConnections")
		srv.Call("close")
		h.Release()
		listening.Release()
	})
	return "http://127.0.0.1:" + strconv.Itoa(<-port)
}
