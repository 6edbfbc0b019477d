package economy

// Skin is one look the shop sells: the stripe he winds his yarn with and,
// for some, a hat. The game draws them by ID; the first is his own, free.
// Its price is the economy's (Economy.Skins). Name is its English name
// (package lang has it in the other languages, by ID).
type Skin struct {
	ID, Name string
	ByAd     bool // unlocked by watching the skin_unlock ad, not sold
}

// Skins are the shop's skins, in its order.
var Skins = []Skin{
	{ID: "", Name: "CLASSIC"},
	{ID: "candy", Name: "CANDY"},
	{ID: "night", Name: "NIGHT"},
	{ID: "gold", Name: "GOLD"},
	{ID: "crown", Name: "CROWN"},
	{ID: "party", Name: "PARTY", ByAd: true},
	{ID: "mint", Name: "MINT"},
	{ID: "coral", Name: "CORAL"},
	{ID: "zebra", Name: "ZEBRA"},
	{ID: "wizard", Name: "WIZARD"},
	{ID: "sky", Name: "SKY"},
	{ID: "lava", Name: "LAVA"},
	{ID: "jester", Name: "JESTER"},
	{ID: "frost", Name: "FROST"},
	{ID: "king", Name: "KING"},
	{ID: "neon", Name: "NEON"},
	{ID: "ember", Name: "EMBER"},
	{ID: "royal", Name: "ROYAL"},
	{ID: "disco", Name: "DISCO"},
	{ID: "legend", Name: "LEGEND"},
	{ID: "pompom", Name: "POMPOM"},
	{ID: "comet", Name: "COMET"},
	{ID: "cane", Name: "CANDY CANE"},
	{ID: "tassel", Name: "TASSEL"},
}
