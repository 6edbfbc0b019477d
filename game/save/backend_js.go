//go:build js

package save

import (
	"io/fs"
	"syscall/js"
)

// storageKey is the save's key in the browser's localStorage.
const storageKey = "ropeman." + FileName

// defaultBackend is the browser's localStorage, when the page may use it
// (private modes and sandboxed frames may not: then nothing is kept).
func defaultBackend() backend {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil
	}
	return localStorage{ls}
}

type localStorage struct{ ls js.Value }

func (l localStorage) name() string { return "localStorage[" + storageKey + "]" }

func (l localStorage) read() ([]byte, error) {
	v := l.ls.Call("getItem", storageKey)
	if v.IsNull() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

func (l localStorage) write(data []byte) (err error) {
	defer func() { // a full quota throws
		if r := recover(); r != nil {
			err = js.Error{Value: js.ValueOf("localStorage: quota or access denied")}
		}
	}()
	l.ls.Call("setItem", storageKey, string(data))
	return nil
}

func (l localStorage) keepAside() (string, error) {
	bad := storageKey + ".bad"
	if v := l.ls.Call("getItem", storageKey); !v.IsNull() {
		l.ls.Call("setItem", bad, v)
	}
	l.ls.Call("removeItem", storageKey)
	return bad, nil
}
