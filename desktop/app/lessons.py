"""What the first hand that teaches says (issue 23): for each game, the decision in front of the
person explained from the phase and the legal moves (never from a fixed script, so a move of the
person's own leads to sensible words too), the computer players' notable moves, and the score.

Each lesson cites the rules it rests on (:class:`Cite`): a numbered rule of the game's text in
docs/rules/<game>.txt (Freelance's 1..50, Two Way Street's 2b, 2c), a heading of that text where
it has no numbers, or our numbered ruling D-<game>-<n> in docs/rules/DECISIONS.md."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.actions import Action
from games.core import View

from ..i18n import tr


@dataclass(frozen=True)
class Cite:
    """A place in the rules: ``kind`` "rule" (a number of the text), "section" (a heading of the
    text, verbatim) or "ruling" (D-<game>-<n> of DECISIONS.md)."""

    kind: str
    ref: str

    def words(self) -> str:
        if self.kind == "rule":
            return tr("Rule {n}").format(n=self.ref)
        if self.kind == "ruling":
            return tr("ruling {code}").format(code=self.ref)
        return tr("rules, “{heading}”").format(heading=self.ref)


@dataclass(frozen=True)
class Lesson:
    text: str
    cites: tuple[Cite, ...] = ()

    def cited(self) -> str:
        """The text with its rules in brackets after it."""
        if not self.cites:
            return self.text
        return f"{self.text} ({', '.join(c.words() for c in self.cites)})"


def rules(*refs: str) -> tuple[Cite, ...]:
    return tuple(Cite("rule", r) for r in refs)


def ruling(*codes: str) -> tuple[Cite, ...]:
    return tuple(Cite("ruling", c) for c in codes)


def section(heading: str) -> tuple[Cite, ...]:
    return (Cite("section", heading),)


# The deal of each game's first hand that teaches (the match's seed), chosen with
# scripts/tutorial_seeds.py (of seeds 1..60) for what the hand shows when the good moves are taken:
SEEDS = {
    # 14 contested auctions for the face-up card, you bid and swap; 7 statements in the declaration,
    # two of them yours, the contract 10 ♦; two tricks won by a trump; you follow suit 4 times.
    "freelance": 21,
    # you win the auction with your bid and discard its handicap, a card is passed on; you follow suit
    # 5 times, three tricks are won with a club, one of them by you.
    "clubs": 9,
    # you are the contractor and choose No Jacks, take the kitty and discard; you follow suit 4 times
    # and 3 tricks see a card of another suit; you take a penalty.
    "king": 33,
    # declarations high and low (one high, two low, yours low), your exchange (two cards buried),
    # you follow suit 3 times, and the hand scores for you.
    "two_way_street": 7,
    # 6 calls of the discard (you allow or refuse them), and you come down with the contract (two
    # threes of fives and threes) before the hand ends 16 of your decisions in.
    "kalooki": 32,
}


SUIT_WORDS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


# -- trick play, shared: who leads, following suit, none of the suit led ----------------------------


@dataclass(frozen=True)
class TrickCites:
    lead: tuple[Cite, ...]
    follow: tuple[Cite, ...]
    off_suit: tuple[Cite, ...]
    # the text that obliges a player with none of the suit led to play a trump, where one does (King)
    must_trump: tuple[Cite, ...] = ()


JOKERS = ("R", "B")  # a joker's suit letter (Two Way Street's jokers follow the suits of their colour)


def trick_lesson(view: View, legal: Sequence[Action], cites: TrickCites, trumps: str = "") -> Lesson:
    """A card to play: leading, following suit (the legal cards all of the suit led, or jokers), or
    free (``trumps``: the trump suit's letter, if any; "NT" or "" for none)."""
    played = [c for c in view.zones.get("trick", ()) if c is not None]
    cards = [a.card for a in legal if a.card is not None]
    if not played:
        return Lesson(tr("You lead this trick: any card may start it."), cites.lead)
    led = played[0].suit
    if cards and all(c.suit == led or c.suit in JOKERS for c in cards):
        return Lesson(tr("You must follow suit when you can: only cards of the suit led may be played."), cites.follow)
    symbol = SUIT_WORDS.get(trumps, "")
    if symbol and cites.must_trump:
        if cards and all(c.suit == trumps for c in cards):
            return Lesson(
                tr("You have none of the suit led but a trump: you must play a trump ({suit}).").format(suit=symbol),
                cites.must_trump,
            )
        return Lesson(
            tr("You have neither the suit led nor a trump ({suit}): play any card (a renounce).").format(suit=symbol),
            cites.off_suit,
        )
    if symbol:
        return Lesson(
            tr("You have none of the suit led: play any card. A trump ({suit}) would win the trick.").format(
                suit=symbol
            ),
            cites.off_suit,
        )
    return Lesson(tr("You have none of the suit led: any card may be played, but it cannot win."), cites.off_suit)


def verbs(legal: Sequence[Action]) -> set[str]:
    return {a.verb for a in legal}


# -- Freelance ---------------------------------------------------------------------------------------


def freelance(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "bid" in v:
        lead = getattr(view, "leading_bid", 0)
        return Lesson(
            tr(
                "The auction for the face-up card: bid more tokens than the leading bid ({lead}), or pass. "
                "The winner pays the tokens bid."
            ).format(lead=lead),
            rules("16", "19", "23"),
        )
    if "swap" in v:
        return Lesson(tr("You won the card: swap one of your cards for it, or decline it."), rules("23"))
    if "state" in v:
        return Lesson(
            tr(
                "The declaration: state how many tricks you will take and the trump, at least the leading "
                "statement, or pass. The highest statement becomes the contract."
            ),
            rules("28", "32", "38"),
        )
    contract = getattr(view, "contract", None)  # (tricks, trump or "NT", attacker)
    trump = str(contract[1]) if isinstance(contract, tuple) and len(contract) > 1 else ""
    return trick_lesson(view, legal, TrickCites(rules("43", "48"), rules("44"), rules("44", "46")), trump)


def freelance_notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "bid":
        return tr("bid {n} tokens for the card").format(n=action.number), rules("19")
    if action.verb == "state":
        return tr("states a contract: {move}"), rules("28")
    return None


# -- Clubs -------------------------------------------------------------------------------------------

CLUBS_BID = "When bidding you must follow two rules:"
# Its play has no heading: the sentences that say it, verbatim.
CLUBS_LEAD = "then plays the lead card of the next trick"
CLUBS_FOLLOW = "choose any card in a matching suit"
CLUBS_FREE = "If you do not have any cards at all left in the current suit, you may choose any card from your hand"
CLUBS_TRUMP = "When a club is played after a non-club card, it 'trumps'"
CLUBS_SCORE = "+10 points for each trick you personally won"


def clubs(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "bid" in v:
        return Lesson(
            tr(
                "The auction: bid an auction card more valuable than the last bid, but at most one level "
                "above it (after a Jack, a Queen at most), or pass. "
                "Whoever wins must take 7 of the 10 tricks and bears the handicaps bid."
            ),
            section(CLUBS_BID) + ruling("D-clubs-3"),
        )
    if "discard" in v:
        return Lesson(tr("A handicap of your bid: discard the card it names."), ruling("D-clubs-5"))
    if "give" in v:
        return Lesson(tr("Before play every player passes one card to the next player."), ruling("D-clubs-6"))
    return trick_lesson(
        view,
        legal,
        TrickCites(section(CLUBS_LEAD), section(CLUBS_FOLLOW), section(CLUBS_FREE) + section(CLUBS_TRUMP)),
        "C",
    )


def clubs_notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "bid":
        return tr("bids {move}"), ruling("D-clubs-3")
    return None


# -- King --------------------------------------------------------------------------------------------

# Its text has no numbers nor headings for the play: the sentences that say it, verbatim.
KING_LEAD = "The trick winner takes the trick and leads to the next trick"
KING_FOLLOW = "Other players must follow the suit"
KING_TRUMP = "a player who is void of the leading suit must play trump"
KING_FREE = "may play any card of their hand (so called renounce)"


def king(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "choose" in v:
        return Lesson(
            tr(
                "You are the contractor: choose the game of this deal from your pool. Penalty games cost "
                "points for tricks or cards taken; award games pay 12 a trick."
            ),
            ruling("D-king-2"),
        )
    if "discard" in v:
        return Lesson(tr("You took the kitty: discard two cards face down (not penalty cards)."), ruling("D-king-3"))
    trump = str(getattr(view, "trump", "") or "")
    game = str(getattr(view, "game_key", "") or "")
    hearts = ruling("D-king-4") if game in ("no-hearts", "no-king") else ()  # no heart led; K♥ renounced
    cites = TrickCites(
        section(KING_LEAD) + ruling("D-king-3") + hearts,
        section(KING_FOLLOW),
        section(KING_FREE) + hearts,
        section(KING_TRUMP),
    )
    return trick_lesson(view, legal, cites, trump)


def king_notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "choose":
        return tr("chooses the game: {move}"), ruling("D-king-2")
    return None


# -- Two Way Street ----------------------------------------------------------------------------------


def two_way_street(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    if "declare" in v:
        return Lesson(tr("Declare high (you try to take tricks) or low (you try to avoid them)."), rules("2b"))
    if "bury" in v:
        return Lesson(tr("The exchange: bury a card you do not want."), rules("2b"))
    return trick_lesson(view, legal, TrickCites(rules("2c"), rules("2c"), rules("2c")))


def two_way_street_notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb == "declare":
        return tr("declares {move}"), rules("2b")
    return None


# -- Kalooki -----------------------------------------------------------------------------------------


def kalooki(view: View, legal: Sequence[Action]) -> Lesson:
    v = verbs(legal)
    contract = str(getattr(view, "contract", "") or "")
    if "call" in v:
        return Lesson(
            tr("Call the discard to take it out of turn (with one card from the stock), or pass."), section("Calling")
        )
    if "allow" in v:
        return Lesson(tr("Someone calls the discard: allow it, or refuse and take it yourself."), section("Calling"))
    if "draw" in v:
        return Lesson(tr("Your turn starts with a draw: the stock or the top discard."), ruling("D-kalooki-2"))
    if "down" in v or "meld" in v:
        return Lesson(
            tr("Lay down your threes and fours once they make this deal's contract ({contract}), then discard.").format(
                contract=contract
            ),
            section("Coming down") + ruling("D-kalooki-3"),
        )
    if "tack" in v:
        return Lesson(tr("You are down: tack cards onto melds, then discard."), section("Tacking on"))
    return Lesson(tr("End your turn with a discard (never a joker)."), ruling("D-kalooki-2"))


def kalooki_notable(action: Action) -> tuple[str, tuple[Cite, ...]] | None:
    if action.verb in ("down", "meld"):
        return tr("lays down: {move}"), section("Coming down")
    if action.verb == "call":
        return tr("calls the discard"), section("Calling")
    return None


Decide = Callable[[View, Sequence[Action]], Lesson]
Notable = Callable[[Action], "tuple[str, tuple[Cite, ...]] | None"]

DECISIONS: dict[str, Decide] = {
    "freelance": freelance,
    "clubs": clubs,
    "king": king,
    "two_way_street": two_way_street,
    "kalooki": kalooki,
}
NOTABLE: dict[str, Notable] = {
    "freelance": freelance_notable,
    "clubs": clubs_notable,
    "king": king_notable,
    "two_way_street": two_way_street_notable,
    "kalooki": kalooki_notable,
}
# The score of a hand: where each game's text says it.
SCORE: dict[str, tuple[Cite, ...]] = {
    "freelance": rules("49"),
    "clubs": section(CLUBS_SCORE) + ruling("D-clubs-9"),
    "king": ruling("D-king-5"),
    "two_way_street": (Cite("section", "Section 3: Scoring"),),
    "kalooki": section("End of the play and scoring") + ruling("D-kalooki-7"),
}


def decision(game_id: str, view: View, legal: Sequence[Action]) -> Lesson:
    return DECISIONS[game_id](view, legal)


def notable(game_id: str, who: str, action: Action, said: str) -> Lesson | None:
    """A computer player's move worth a word (``said``: the move in words), else None."""
    found = NOTABLE[game_id](action)
    if found is None:
        return None
    text, cites = found
    number = action.number if action.verb == "bid" and action.card is None else None
    return Lesson(f"{who} " + text.format(move=said, n=number if number is not None else said), cites)
