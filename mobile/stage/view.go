package stage

// view keeps the game's view paused exactly while something covers it:
// an ad, or the app away from the front. Whichever of "the ad is gone"
// and "the app is back" comes last resumes the view, once; no path that
// pauses it can leave it paused.
type view struct {
	covered       bool // an ad is on screen, or about to be
	background    bool // the game's activity or scene is not active
	running       bool // what the view was last told
	surfacePaused bool // SuspendGame called since the last ResumeGame
	saving        bool // SaveGPUResources called for this cover
	leftForAd     bool // the game paused while covered: the ad took the screen
}

// reset: a new view (an activity recreated), not yet resumed. A show in
// progress still covers it.
func (v *view) reset() {
	*v = view{covered: v.covered, background: true}
}

// cover: an ad is about to take the screen. One that opens an Activity
// of its own can cost the GL context, so the view saves its GPU
// resources first (which also freezes the game); one that opens none
// only suspends the view: saving would freeze the game until an
// activity resume that never comes.
func (v *view) cover(s *Stage, opensActivity bool) {
	if v.covered {
		return
	}
	v.covered, v.saving, v.leftForAd = true, false, false
	if !v.running {
		return
	}
	v.running = false
	if opensActivity {
		v.saving = true
		s.try("saveGPUResources", s.p.SaveGPUResources())
		return
	}
	v.pauseSurface(s)
}

// uncover: the ad is gone (closed, failed, or given up on).
func (v *view) uncover(s *Stage) {
	v.covered, v.leftForAd = false, false
	v.resumeIfClear(s)
}

// paused: the game's activity paused (or the scene resigned active); the
// surface must pause with it.
func (v *view) paused(s *Stage) {
	v.background, v.running = true, false
	if v.covered {
		v.leftForAd = true
	}
	v.pauseSurface(s)
}

func (v *view) resumed(s *Stage) {
	v.background = false
	v.resumeIfClear(s)
}

// gpuSaved reports whether the ad may take the screen: what the cover
// asked the view to save is saved (or nothing was asked). A view that
// cannot say counts as saved: the show does not wait on an error.
func (v *view) gpuSaved(s *Stage) bool {
	if !v.saving {
		return true
	}
	saved, err := s.p.GPUResourcesSaved()
	s.try("areGPUResourcesSaved", err)
	return saved || err != nil
}

// adOnScreen reports whether an ad holds the screen as far as the phone
// can tell, though its adapter never said "opened": the game paused
// under it, or something is presented over the game.
func (v *view) adOnScreen(s *Stage) bool {
	return v.covered && (v.leftForAd || v.screensOver(s) >= 1)
}

func (v *view) screensOver(s *Stage) int {
	n, err := s.p.ScreensOverGame()
	s.try("screensOverGame", err)
	return n
}

func (v *view) pauseSurface(s *Stage) {
	if !v.surfacePaused {
		v.surfacePaused = true
		s.try("suspendGame", s.p.SuspendGame())
	}
}

func (v *view) resumeIfClear(s *Stage) {
	if v.running || v.covered || v.background {
		return
	}
	v.running, v.surfacePaused = true, false
	s.try("resumeGame", s.p.ResumeGame()) // also ends the freeze a save began
}
