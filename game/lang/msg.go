package lang

// Msg is a message: a text the player reads, in every language's table.
type Msg uint16

// The messages, by where they show.
const (
	// The title card.
	TapToPlay Msg = iota
	TitleHint
	Best  // best: {n} (coins)
	Level // LEVEL {n}
	Endless
	DailyLevel     // the title's button
	DailyLevelMore // under it: what it is
	Calendar       // the title's way back to the daily calendar
	// Buttons.
	Shop
	Upgrades
	Settings
	Resume
	Home
	NextLevel
	ToTitle
	Revive
	Next
	Retry
	Privacy
	Back
	Play
	Continue
	Claim
	TripleCoins // x{n} COINS
	Free
	Worn
	BuyAsk // a dear skin's second tap buys it: BUY? {n}
	Max
	StartYarn
	YarnCap
	Income
	// The settings' switches: {s} is the switch's name.
	SwitchOn
	SwitchOff
	Sound
	Music
	Haptics
	Ghosts
	ColourBlind
	Shake        // the camera's shake (off: reduced motion)
	PlayData     // the play data sent to the publisher (off: none)
	Language     // LANGUAGE: {s}
	LanguageAuto // the phone's language
	Languages    // the list of languages' title
	// Cards.
	Paused
	DailyReward
	ChestRoom
	NotEnoughCoins
	EachChestTakesAKey
	NoKeysLeft
	BestPrize // best prize: +{n} (coins)
	Day
	// The result card.
	WellDone
	YarnTimes   // {s} m of yarn: the win card adds its rate, the multiplier and the sum
	ForTheLevel // +{n} for the level
	Streak      // {n} days in a row
	BestToday   // best today: {n}
	YouFell
	OutOfYarn
	KeepOnTrack
	MindTheGaps
	CutNone
	HitNone
	// The boss and the runway.
	Bound
	Struck // a boss's strike landed
	NotBound
	Wraps // {n} wraps
	GetOut
	TapMeter
	// Popups by the yarn counter.
	Ouch
	Cut
	WrongYarn
	KeyTaken
	GhostName // over the ghost of his best run
	Red       // a colour gate's popup
	Blue
	Yellow
	Green
	// Lessons and hints.
	GatesChange
	GatesChangeMore
	TakeKey
	TakeKeyMore
	MathsGates
	MathsGatesMore
	BossLesson
	BossLessonMore
	MeterLesson
	MeterLessonMore
	SwipeUp
	HoldDrag
	// Ads.
	WatchAnAd
	CheckingReward
	OneMoment
	SimulatedAd
	SimulatedAdLine
	RewardIn // {n} seconds
	CloseIn  // {n} seconds
	RewardEarned
	// Notices.
	TapToDismiss
	SaveUnreadable  // {s}: the cause
	SaveWriteFailed // {s}: the cause
	SaveRestored
	SaveReset
	SaveNewer
	LevelWontLoad  // LEVEL {n} WON'T LOAD
	LevelNotLoaded // {s}: the cause
	// The level of the day's board.
	PostRun
	PickNameToPost
	Posting
	PostedRank // ON THE BOARD: #{n} (his rank)
	PostLater
	PostRefused
	RaceBest
	Loading
	Offline
	NoRunsYet
	YouRank // YOU: #{n}
	NotRanked
	PickName
	NameIs // NAME: {s}
	OtherNames
	NamePrivacy // under the names: what leaves the phone
	// The settings' DELETE MY DATA: the button, its second tap, done.
	DeleteData
	DeleteSure
	DataDeleted
	msgCount
)

// table is one language's messages, by Msg.
type table [msgCount]string
