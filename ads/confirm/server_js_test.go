package confirm

import (
	"strconv"
	"syscall/js"
	"testing"
	"time"
)

// hang is the status that makes serve's server never answer.
const hang = 0

// serve starts Node's HTTP server answering each question, after delay,
// with the status answer gives for its nonce, and returns its address:
// the fetch under test is the real one, over a real socket.
func serve(t *testing.T, delay time.Duration, answer func(nonce string) int) string {
	var hung []js.Value
	handle := js.FuncOf(func(_ js.Value, args []js.Value) any {
		req, res := args[0], args[1]
		u := js.Global().Get("URL").New(req.Get("url"), "http://localhost")
		nonce := u.Get("searchParams").Call("get", "nonce")
		q := ""
		if nonce.Type() == js.TypeString {
			q = nonce.String()
		}
		status := answer(q)
		if status == hang {
			hung = append(hung, res)
			return nil
		}
		res.Set("statusCode", status)
		var end js.Func
		end = js.FuncOf(func(js.Value, []js.Value) any {
			res.Call("end")
			end.Release()
			return nil
		})
		js.Global().Call("setTimeout", end, delay.Milliseconds())
		return nil
	})
	srv := js.Global().Call("require", "http").Call("createServer", handle)
	port := make(chan int, 1)
	listening := js.FuncOf(func(js.Value, []js.Value) any {
		port <- srv.Call("address").Get("port").Int()
		return nil
	})
	srv.Call("listen", 0, "127.0.0.1", listening)
	t.Cleanup(func() {
		for _, res := range hung {
			res.Call("destroy")
		}
		srv.Call("closeAllConnections")
		srv.Call("close")
		handle.Release()
		listening.Release()
	})
	return "http://127.0.0.1:" + strconv.Itoa(<-port)
}
