//go:build js

package save

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall/js"
)

// storageKey is the save's key in the browser's localStorage; the backup
// and the damaged copy have their own keys beside it.
const storageKey = "ropeman." + FileName

// defaultBackend is the browser's localStorage. Private modes, blocked
// cookies and sandboxed frames make even reading the property throw, or
// leave it null: then there is nowhere to save, and the player is told.
func defaultBackend() (backend, error) {
	// Value.Get lets a throwing getter's exception through, killing the
	// program; through Reflect.get it is a call, which syscall/js catches.
	var ls js.Value
	read := func() { ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage") }
	if err := guard("reading window.localStorage", read); err != nil {
		return nil, err
	}
	if ls.Type() != js.TypeObject {
		return nil, errors.New("browser storage is not available")
	}
	return localStorage{ls}, nil
}

type localStorage struct{ ls js.Value }

func (l localStorage) key(e entry) string {
	if e == backupEntry {
		return storageKey + ".bak"
	}
	return storageKey
}

func (l localStorage) name(e entry) string { return "localStorage[" + l.key(e) + "]" }

func (l localStorage) read(e entry) ([]byte, error) {
	var v js.Value
	if err := guard("localStorage.getItem", func() { v = l.ls.Call("getItem", l.key(e)) }); err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fs.ErrNotExist
	}
	data := v.String() // a string has no Length in syscall/js; storage caps it at a few MB
	if len(data) > maxSaveBytes {
		return nil, errTooBig
	}
	return []byte(data), nil
}

// replace writes the backup first, then the save: each setItem is atomic,
// so a tab closed between them leaves the old save in place.
func (l localStorage) replace(data []byte) error {
	old, err := l.read(mainEntry)
	if err == nil {
		if err := l.set(l.key(backupEntry), string(old)); err != nil {
			return err
		}
	}
	return l.set(l.key(mainEntry), string(data))
}

// keepAside copies the damaged save (or backup) to its own key, then
// removes it. When the copy does not fit (the quota), the damaged copy
// stays where it is and the error says so: the store then writes nothing
// over it.
func (l localStorage) keepAside(e entry) (string, error) {
	bad := storageKey + ".bad"
	var v js.Value
	if err := guard("localStorage.getItem", func() { v = l.ls.Call("getItem", l.key(e)) }); err != nil {
		return "", err
	}
	if v.Type() == js.TypeString {
		if err := l.set(bad, v.String()); err != nil {
			return "", err
		}
	}
	return "localStorage[" + bad + "]", guard("localStorage.removeItem", func() { l.ls.Call("removeItem", l.key(e)) })
}

func (l localStorage) cleanup() {}

func (l localStorage) set(key, value string) error {
	return guard("localStorage.setItem", func() { l.ls.Call("setItem", key, value) })
}

// guard runs f, turning a JavaScript exception (blocked storage, a full
// quota) into an error that names what failed.
func guard(what string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: %w", what, errors.New(describe(r)))
		}
	}()
	f()
	return nil
}

// describe says what a recovered JavaScript exception was, without
// calling anything that could throw again.
func describe(r any) (s string) {
	defer func() {
		if recover() != nil {
			s = "an exception"
		}
	}()
	je, ok := r.(js.Error)
	if !ok {
		return fmt.Sprint(r)
	}
	v := je.Value
	if v.Type() != js.TypeObject {
		return v.String()
	}
	// Value.Get does not catch an exception a getter throws (it would end
	// the program); a call does, and the deferred recover takes it.
	get := js.Global().Get("Reflect")
	name, msg := get.Call("get", v, "name"), get.Call("get", v, "message")
	if name.Type() == js.TypeString && msg.Type() == js.TypeString {
		if name.String() == "QuotaExceededError" {
			return "browser storage is full"
		}
		return name.String() + ": " + msg.String()
	}
	return "an exception"
}

// webBox is the box name in localStorage (ropeman.name), or nil where
// the browser keeps nothing.
func webBox(name string) Box {
	b, err := defaultBackend()
	if err != nil {
		return nil
	}
	return storageBox{b.(localStorage), "ropeman." + name}
}

// storageBox is a box in localStorage: one setItem is atomic.
type storageBox struct {
	l   localStorage
	key string
}

func (b storageBox) Name() string { return "localStorage[" + b.key + "]" }

func (b storageBox) Read() ([]byte, error) {
	var v js.Value
	if err := guard("localStorage.getItem", func() { v = b.l.ls.Call("getItem", b.key) }); err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fs.ErrNotExist
	}
	if data := v.String(); len(data) <= maxBoxBytes {
		return []byte(data), nil
	}
	return nil, errTooBig
}

func (b storageBox) Write(data []byte) error { return b.l.set(b.key, string(data)) }
