package fetch

import (
	"strings"
	"syscall/js"
	"testing"

	"ropeman/game/fetch/nodetest"
)

// echo serves, from Node's HTTP server, /echo (201, the method, content
// type and body) and /big (MaxAnswer+1 bytes).
func echo(t *testing.T) string {
	return nodetest.Serve(t, func(req, res js.Value) {
		if req.Get("url").String() == "/big" {
			res.Call("end", js.Global().Get("Buffer").Call("alloc", MaxAnswer+1, "x"))
			return
		}
		var body strings.Builder
		var data, end js.Func
		data = js.FuncOf(func(_ js.Value, a []js.Value) any {
			body.WriteString(a[0].Call("toString").String())
			return nil
		})
		end = js.FuncOf(func(js.Value, []js.Value) any {
			typ := ""
			if ct := req.Get("headers").Get("content-type"); ct.Type() == js.TypeString {
				typ = ct.String()
			}
			res.Set("statusCode", 201)
			res.Call("end", req.Get("method").String()+" "+typ+" "+body.String())
			data.Release()
			end.Release()
			return nil
		})
		req.Call("on", "data", data)
		req.Call("on", "end", end)
	})
}
