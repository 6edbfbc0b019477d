//go:build js

package save

import (
	"reflect"
	"strings"
	"syscall/js"
	"testing"

	"ropeman/game/lang"
)

// These run the real localStorage backend under Node (./build.sh test:
// GOOS=js GOARCH=wasm go test -exec go_js_wasm_exec ./game/save), with a
// stand-in localStorage per case: absent, blocked, throwing, full.

// stubStorage installs globalThis.localStorage from JavaScript source: a
// Map-backed store whose methods the case may override.
func stubStorage(t *testing.T, src string) {
	t.Helper()
	js.Global().Call("eval", `(() => {
		delete globalThis.localStorage;
		const m = new Map();
		globalThis.storageMap = m;
		const quota = (k, v) => { const e = new Error("exceeded the quota"); e.name = "QuotaExceededError"; return e; };
		globalThis.localStorage = {
			getItem: (k) => m.has(k) ? m.get(k) : null,
			setItem: (k, v) => { m.set(k, String(v)); },
			removeItem: (k) => { m.delete(k); },
		};
		`+src+`
	})()`)
	t.Cleanup(func() { js.Global().Call("eval", "delete globalThis.localStorage") })
}

func stored(key string) string {
	v := js.Global().Get("storageMap").Call("get", key)
	if v.Type() != js.TypeString {
		return "<none>"
	}
	return v.String()
}

func openWeb(t *testing.T) (*Store, Progress, *Problem) {
	t.Helper()
	s, p, err := Open("")
	s.Flush()
	prob, _ := err.(*Problem)
	if err != nil && prob == nil {
		t.Fatalf("Open returned %T %v, want a *Problem", err, err)
	}
	return s, p, prob
}

func TestBrowserStorageRoundTrip(t *testing.T) {
	stubStorage(t, "")
	s, p, prob := openWeb(t)
	if prob != nil || p.Level != 1 {
		t.Fatalf("first open: %+v, %v", p, prob)
	}
	p.Level, p.Coins = 5, 60
	s.Save(p)
	s.Flush()
	if _, q, prob := openWeb(t); !reflect.DeepEqual(q, p) || prob != nil {
		t.Errorf("reopened %+v (%v), want %+v", q, prob, p)
	}
	if stored(storageKey+".bak") == "<none>" {
		t.Error("no backup kept after the second save")
	}
}

func TestBrowserStorageFaults(t *testing.T) {
	cases := []struct {
		name, stub string
		kind       ProblemKind
		says       string
	}{
		{"absent", "delete globalThis.localStorage;", NoStorage, "not available"},
		{"null", "globalThis.localStorage = null;", NoStorage, "not available"},
		{"throwing getter", `delete globalThis.localStorage;
			Object.defineProperty(globalThis, "localStorage", {configurable: true,
				get() { const e = new Error("The operation is insecure."); e.name = "SecurityError"; throw e; }});`,
			NoStorage, "SecurityError"},
		{"throwing getItem", `localStorage.getItem = () => { throw new Error("access denied"); };`, Unreadable, "access denied"},
		{"getItem throws a string", `localStorage.getItem = () => { throw "nope"; };`, Unreadable, "nope"},
		{"getItem throws an Error whose name getter throws", `localStorage.getItem = () => {
			const e = new Error("hostile"); Object.defineProperty(e, "name", {get() { throw new Error("gotcha"); }}); throw e; };`,
			Unreadable, "an exception"},
		{"getItem throws a Proxy that throws on every read", `localStorage.getItem = () => {
			throw new Proxy({}, {get() { throw new Error("gotcha"); }, getPrototypeOf() { throw new Error("gotcha"); }}); };`,
			Unreadable, "an exception"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stubStorage(t, c.stub)
			s, p, prob := openWeb(t)
			if prob == nil || prob.Kind != c.kind || !strings.Contains(prob.Error(), c.says) {
				t.Fatalf("problem %v, want kind %d saying %q", prob, c.kind, c.says)
			}
			if p.Level != 1 {
				t.Errorf("progress %+v, want defaults to play on", p)
			}
			if prob.Notice(lang.English) == "" {
				t.Error("no notice for the player")
			}
			p.Coins = 10 // a win: must neither crash nor write
			if err := s.Save(p); err != nil {
				t.Errorf("Save: %v", err)
			}
			s.Flush()
		})
	}
}

// A new player whose storage is full plays on and is told, once.
func TestBrowserStorageFull(t *testing.T) {
	stubStorage(t, `localStorage.setItem = (k, v) => { throw quota(k, v); };`)
	s, p, prob := openWeb(t)
	if prob != nil {
		t.Fatalf("open with full storage: %v", prob)
	}
	p.Coins = 40
	s.Save(p)
	s.Flush()
	got := s.TakeProblem()
	if got == nil || got.Kind != WriteFailed || !strings.Contains(got.Notice(lang.English), "browser storage is full") {
		t.Fatalf("problem %v, want a write failure saying storage is full", got)
	}
}

// setItem throwing an Error whose name getter throws: the save fails and
// the player is told, the game goes on (a getter read with Value.Get
// would have ended the program).
func TestBrowserHostileExceptionOnWrite(t *testing.T) {
	stubStorage(t, `localStorage.setItem = (k, v) => {
		const e = new Error("hostile"); Object.defineProperty(e, "name", {get() { throw new Error("gotcha"); }}); throw e; };`)
	s, p, _ := openWeb(t)
	p.Coins = 40
	s.Save(p)
	s.Flush()
	got := s.TakeProblem()
	if got == nil || got.Kind != WriteFailed || !strings.Contains(got.Error(), "an exception") {
		t.Fatalf("problem %v, want a write failure described as an exception", got)
	}
}

// A damaged save whose copy does not fit in the quota stays where it is:
// nothing is written over it, and the player is told.
func TestBrowserDamagedSaveThatCannotBeKeptAside(t *testing.T) {
	stubStorage(t, `m.set("`+storageKey+`", "garbage that fills the storage");
		localStorage.setItem = (k, v) => { throw quota(k, v); };`)
	s, p, prob := openWeb(t)
	if prob == nil || prob.Kind != Unreadable || p.Level != 1 {
		t.Fatalf("%+v, %v: want defaults and an unreadable notice", p, prob)
	}
	s.Save(p)
	s.Flush()
	if got := stored(storageKey); got != "garbage that fills the storage" {
		t.Errorf("the damaged save became %q", got)
	}
}

func TestBrowserDamagedSaveIsKeptAsideAndBackupUsed(t *testing.T) {
	stubStorage(t, "")
	s, p, _ := openWeb(t)
	a := p
	a.Level = 3
	s.Save(a)
	s.Flush()
	b := a
	b.Level = 4
	s.Save(b)
	s.Flush()
	js.Global().Get("storageMap").Call("set", storageKey, "{\"format\":2,\"level\":4") // cut off
	_, q, prob := openWeb(t)
	if !reflect.DeepEqual(q, a) || prob == nil || prob.Kind != Restored {
		t.Errorf("%+v (%v), want the backup %+v restored", q, prob, a)
	}
	if stored(storageKey+".bad") != "{\"format\":2,\"level\":4" {
		t.Errorf("the damaged save was not kept: %q", stored(storageKey+".bad"))
	}
}
