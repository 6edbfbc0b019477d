package fetch

import (
	"context"
	"errors"
	"syscall/js"
)

// answer is what fetch's promises settled to.
type answer struct {
	status int
	body   []byte
	err    error
}

// Do sends a request with the browser's fetch (uncached: the answers
// change) and returns the answer's status and body; ctx's end aborts it.
func Do(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	abort := js.Global().Get("AbortController").New()
	init := js.Global().Get("Object").New()
	init.Set("method", method)
	init.Set("cache", "no-store")
	init.Set("signal", abort.Get("signal"))
	if body != nil {
		b := js.Global().Get("Uint8Array").New(len(body))
		js.CopyBytesToJS(b, body)
		init.Set("body", b)
		headers := js.Global().Get("Object").New()
		headers.Set("Content-Type", "application/json")
		init.Set("headers", headers)
	}
	settled := make(chan answer, 1)
	status := 0
	var got, read, fail js.Func
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("arrayBuffer").Call("then", read, fail)
		return nil
	})
	read = js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		a := answer{status: status}
		if n := buf.Get("length").Int(); n > MaxAnswer {
			a.err = errTooLong
		} else {
			a.body = make([]byte, n)
			js.CopyBytesToGo(a.body, buf)
		}
		settled <- a
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		settled <- answer{err: errors.New("fetch " + url + ": " + args[0].Call("toString").String())}
		return nil
	})
	defer got.Release()
	defer read.Release()
	defer fail.Release()
	js.Global().Call("fetch", url, init).Call("then", got, fail)
	select {
	case a := <-settled:
		return a.status, a.body, a.err
	case <-ctx.Done():
		abort.Call("abort")
		<-settled // the aborted promise settles; only then may the callbacks go
		return 0, nil, ctx.Err()
	}
}
