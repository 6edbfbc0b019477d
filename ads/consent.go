package ads

import "time"

// Consent is what the platform's consent flow decided, as the native
// adapter reports it: Google's User Messaging Platform for AdMob,
// AppLovin's terms and privacy flow for MAX, and on iOS Apple's tracking
// prompt after either. The manager loads no ad from a provider that needs
// consent (Native) before it is known, and none while CanRequestAds is
// false.
type Consent struct {
	// CanRequestAds: the flow has finished and ads may be requested
	// (personalised or not: the SDK knows which the user chose).
	CanRequestAds bool
	// PrivacyOptions: the user's region requires a way to change the
	// choice later (the EEA, the UK, Switzerland): SETTINGS then offers
	// PRIVACY, which shows the network's form again.
	PrivacyOptions bool
}

// consentGate is a provider whose ads wait for the consent flow (Native).
// The simulated and empty providers show no real ads and need none.
type consentGate interface{ needsConsent() bool }

// privacyForm is a provider that can show its consent form again.
type privacyForm interface{ ShowPrivacyOptions() error }

// Consent returns the consent the provider last reported, and whether it
// has reported one. Providers that need none report nothing.
func (m *Manager) Consent() (Consent, bool) { return m.consent, m.consentKnown }

// ShowPrivacyOptions asks the provider to show its consent form again (the
// SETTINGS card's PRIVACY button): what the user changes there comes back
// as a new consent.
func (m *Manager) ShowPrivacyOptions() error {
	f, ok := m.provider.(privacyForm)
	if !ok {
		return errNoPrivacyForm
	}
	return f.ShowPrivacyOptions()
}

// consentWait is how long the game waits for a native provider's consent
// before the log says none came: an adapter that never reports it (one
// written before consent was part of the contract) shows no ad at all.
const consentWait = 30 * time.Second

// ConsentRequired reports whether the provider waits for the consent flow
// (a native network does; the simulated and empty providers need none).
func (m *Manager) ConsentRequired() bool {
	g, ok := m.provider.(consentGate)
	return ok && g.needsConsent()
}

// adsAllowed reports whether ads may be loaded and shown now.
func (m *Manager) adsAllowed() bool {
	return !m.ConsentRequired() || m.consentKnown && m.consent.CanRequestAds
}

// awaitConsent says once in the log when a provider that needs consent
// has reported none for consentWait.
func (m *Manager) awaitConsent() {
	if _, gated := m.provider.(consentGate); gated && !m.consentKnown && !m.consentAsked && m.now >= consentWait {
		m.consentAsked = true
		m.cfg.Log("ads: no consent reported after 30 s: no ad loads until the adapter calls AdEvents.consent (Mobile.adConsent)")
	}
}

// applyConsent takes a new consent. Consent belongs to the user, not to
// the provider: it outlives a provider switch (an activity recreated).
func (m *Manager) applyConsent(e Event) {
	if !m.consentKnown || m.consent != e.Consent {
		m.cfg.Log(consentLine(e.Consent))
	}
	m.consent, m.consentKnown = e.Consent, true
}

func consentLine(c Consent) string {
	s := "ads: consent known: ads may be requested"
	if !c.CanRequestAds {
		s = "ads: consent known: no ads may be requested"
	}
	if c.PrivacyOptions {
		s += " (privacy options required)"
	}
	return s
}
