package confirm

import (
	"syscall/js"
	"testing"
	"time"

	"ropeman/game/fetch/nodetest"
)

// hang is the status that makes serve's server never answer.
const hang = 0

// serve starts Node's HTTP server answering each question, after delay,
// with the status answer gives for its nonce, and returns its address:
// the fetch under test is the real one, over a real socket.
func serve(t *testing.T, delay time.Duration, answer func(nonce string) int) string {
	return nodetest.Serve(t, func(req, res js.Value) {
		u := js.Global().Get("URL").New(req.Get("url"), "http://localhost")
		nonce := u.Get("searchParams").Call("get", "nonce")
		q := ""
		if nonce.Type() == js.TypeString {
			q = nonce.String()
		}
		status := answer(q)
		if status == hang {
			return // never answered: the server's close cuts it
		}
		res.Set("statusCode", status)
		var end js.Func
		end = js.FuncOf(func(js.Value, []js.Value) any {
			res.Call("end")
			end.Release()
			return nil
		})
		js.Global().Call("setTimeout", end, delay.Milliseconds())
	})
}
