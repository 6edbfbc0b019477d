package fetch

import (
	"strconv"
	"syscall/js"
	"testing"
)

// echo serves, from Node's HTTP server, /echo (201, the method, content
// type and body) and /big (MaxAnswer+1 bytes).
func echo(t *testing.T) string {
	handle := js.FuncOf(func(_ js.Value, args []js.Value) any {
		req, res := args[0], args[1]
		if req.Get("url").String() == "/big" {
			res.Call("end", js.Global().Get("Buffer").Call("alloc", MaxAnswer+1, "x"))
			return nil
		}
		var chunks []string
		var data, end js.Func
		data = js.FuncOf(func(_ js.Value, a []js.Value) any {
			chunks = append(chunks, a[0].Call("toString").String())
			return nil
		})
		end = js.FuncOf(func(js.Value, []js.Value) any {
			ct := req.Get("headers").Get("content-type")
			typ := ""
			if ct.Type() == js.TypeString {
				typ = ct.String()
			}
			body := ""
			for _, c := range chunks {
				body += c
			}
			res.Set("statusCode", 201)
			res.Call("end", req.Get("method").String()+" "+typ+" "+body)
			data.Release()
			end.Release()
			return nil
		})
		req.Call("on", "data", data)
		req.Call("on", "end", end)
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
		srv.Call("closeAllConnections")
		srv.Call("close")
		handle.Release()
		listening.Release()
	})
	return "http://127.0.0.1:" + strconv.Itoa(<-port)
}
