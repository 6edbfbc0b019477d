package confirm

import (
	"context"
	"errors"
	"syscall/js"
)

// answer is what fetch's promise settled to.
type answer struct {
	status int
	err    error
}

// get asks url with the browser's fetch (uncached: the answer changes)
// and returns the answer's status code; ctx's end aborts it.
func get(ctx context.Context, url string) (int, error) {
	abort := js.Global().Get("AbortController").New()
	init := js.Global().Get("Object").New()
	init.Set("cache", "no-store")
	init.Set("signal", abort.Get("signal"))
	settled := make(chan answer, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		settled <- answer{status: args[0].Get("status").Int()}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		settled <- answer{err: errors.New("confirm: fetch " + url + ": " + args[0].Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	js.Global().Call("fetch", url, init).Call("then", ok, fail)
	select {
	case a := <-settled:
		return a.status, a.err
	case <-ctx.Done():
		abort.Call("abort")
		<-settled // the aborted promise settles; only then may the callbacks go
		return 0, ctx.Err()
	}
}
