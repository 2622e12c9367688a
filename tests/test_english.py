"""English that agrees with its subject (nassau.kernel.english), and every sentence the games
build: a seat called "You" reads in the second person, any other name in the third, and one
of anything is singular.

The whole-game tests play seeded games of both games with a seat called "You" and collect
every sentence a player can meet: the log, the prompt at every decision, the explanation of
illegal actions and clicks, the text, HTML and SVG views, and the play widgets' messages.
"""

import html
import importlib
import json
import re

import pytest

from nassau import games, marauders, pirates, piratoons
from nassau.kernel.adapter import make_bots
from nassau.kernel.bots import play as play_bots
from nassau.kernel.english import (forms, is_you, mention, noun, plural, possessive, second_person, sentence,
                                   series)
from nassau.kernel.errors import IllegalActionError
from nassau.kernel.game import state_hash

# A third-person verb or possessive after You. "pass" is the one second-person verb of the
# games that ends in s ("You pass."), so it is the one exception.
THIRD_AFTER_YOU = re.compile(r"\b[Yy]ou(?:'s\b| (?!pass\b)[a-z]+s\b)")
# one of something in the plural
ONE_PLURAL = re.compile(r"\b1 (?:(?:empty|matching|mismatched|boat|victory|extra|buried) )?"
                        r"(?:coins|pesos|sailors|slots|points|barrels|tiles|cards|decisions|levels|sails|hostages|"
                        r"doubloons|joints|rounds|seats|sections|dice|tokens|workers|games)\b")
# You in the middle of a sentence (in the log and the prompts, where every line is a sentence)
CAPITAL_YOU_INSIDE = re.compile(r"(?<![.!?] )(?<!^)\bYou\b")
# You after a comma, a semicolon or a lower-case word: inside a sentence in a view too, whose
# lines may start with a label ("Seats: You (human)") but never run on into You
YOU_RUNNING_ON = re.compile(r"(?:[;,] |\b[a-z]+ )You\b")

# a verb after "Your <thing>" agreeing with "you" rather than with the thing ("Your crew grow")
OWNED_AFTER_YOUR = re.compile(r"\b[Yy]our (?:crew|ship|sloop|flute|frigate|galleon|brig|man-o-war|captain|marker|"
                              r"pinnace|cube) (?:grow|refuse|rise|take|sink|lose|gain|fall|have|are|were)\b")
# an amount of nothing said as if it were something ("loses 0 gold")
ZERO_AMOUNT = re.compile(r"\b(?:lose|loses|gain|gains|pay|pays|receive|receives|take|takes) 0 "
                         r"(?:gold|glory|glory points?|pesos?|coins?|victory points?)\b")
# the same sentence twice in a row ("The game is over. The game is over.")
REPEATED = re.compile(r"(\b[A-Z][^.!?<>\n]{8,}[.!?]) +\1")

PIRATES = ["You", "Anja", "Bo", "Cy"]
PIRATOONS = ["You", "Anja", "Bo"]


def bad_english(text: str) -> list:
    """Every wrong agreement or plural in a text (HTML is unescaped, tags are kept)."""
    text = html.unescape(text)
    return [text[max(0, m.start() - 50):m.end() + 20]
            for rx in (THIRD_AFTER_YOU, ONE_PLURAL, OWNED_AFTER_YOUR, ZERO_AMOUNT, REPEATED) for m in rx.finditer(text)]


def test_the_module_examples():
    import doctest
    from nassau.kernel import english
    assert doctest.testmod(english).failed == 0


# --- nouns -----------------------------------------------------------------------------------
@pytest.mark.parametrize("n, word, expected", [
    (1, "coin", "1 coin"), (2, "coin", "2 coins"), (0, "coin", "0 coins"), (1, "coins", "1 coin"),
    (1, "peso", "1 peso"), (1, "pesos", "1 peso"), (3, "pesos", "3 pesos"), (5, "peso", "5 pesos"),
    (1, "hostages", "1 hostage"), (1, "doubloons", "1 doubloon"),
    (1, "rum", "1 rum"), (2, "rum", "2 rum"), (1, "goods", "1 goods"), (4, "gunpowder", "4 gunpowder"),
    (3, "equipment", "3 equipment"),
    (1, "empty slot", "1 empty slot"), (2, "empty slot", "2 empty slots"), (1, "empty slots", "1 empty slot"),
    (1, "sailor", "1 sailor"), (6, "sailor", "6 sailors"), (1, "barrel", "1 barrel"), (0, "barrel", "0 barrels"),
    (1, "point", "1 point"), (1, "victory point", "1 victory point"), (30, "victory points", "30 victory points"),
    (1, "boat tile", "1 boat tile"), (1, "decision", "1 decision"), (1, "die", "1 die"), (2, "die", "2 dice"),
    (1, "dice", "1 die"), (2, "match", "2 matches"), (2, "story", "2 stories"), (2, "day", "2 days"),
    (-1, "point", "-1 point"), (-2, "point", "-2 points"),
])
def test_plural(n, word, expected):
    assert plural(n, word) == expected
    assert noun(n, word) == expected.split(" ", 1)[1]


def test_forms_and_the_pirates_quantity_alias():
    assert forms("coin") == forms("coins") == ("coin", "coins")
    assert forms("mismatched joint") == ("mismatched joint", "mismatched joints")
    assert forms("goods") == ("goods", "goods")
    assert pirates.rules.components.quantity(1, "pesos") == "1 peso" and pirates.rules.components.quantity(2, "rum") == "2 rum"


# --- verbs and persons -------------------------------------------------------------------------
@pytest.mark.parametrize("third, second", [
    ("buries", "bury"), ("carries", "carry"),                              # ies -> y
    ("passes", "pass"), ("pushes", "push"), ("catches", "catch"),          # sses, shes, ches -> strip es
    ("fixes", "fix"), ("buzzes", "buzz"), ("goes", "go"), ("does", "do"),  # xes, zes, oes -> strip es
    ("uses", "use"), ("chooses", "choose"), ("faces", "face"), ("pays", "pay"), ("ties", "tie"),
    ("takes", "take"), ("loses", "lose"), ("stows", "stow"),               # otherwise strip s
    ("has", "have"), ("is", "are"), ("was", "were"),                       # the irregulars
    ("hasn't", "haven't"), ("isn't", "aren't"), ("doesn't", "don't"),
    ("can", "can"), ("cannot", "cannot"), ("must", "must"), ("may", "may"), ("knocked", "knocked"),
])
def test_second_person(third, second):
    assert second_person(third) == second
    assert sentence("{} <" + third + "> it.", ["You"]) == f"You {second} it."
    assert sentence("{} <" + third + "> it.", ["Anja"]) == f"Anja {third} it."


@pytest.mark.parametrize("name", ["You", "you", " YOU ", "yOu"])
def test_every_spelling_of_you_is_the_reader(name):
    assert is_you(name) and mention(name) == "you" and mention(name, start=True) == "You"
    assert sentence("{} <uses> a {} and <sails> to space {}.", [name, 6, 8]) == "You use a 6 and sail to space 8."
    assert sentence("{} <has> no die left", [name]) == "You have no die left"
    assert sentence("{} <is> out for the round", [name]) == "You are out for the round"
    assert sentence("{}<'s> marker would share space {}", [name, 6]) == "Your marker would share space 6"
    assert sentence("Round {}: {} <is> the captain.", [2, name]) == "Round 2: you are the captain."
    assert possessive(name) == "your" and possessive(name, standalone=True) == "yours"


@pytest.mark.parametrize("name", ["Anja", "Youssef", "You Two", "Bo", ""])
def test_any_other_name_is_in_the_third_person(name):
    assert not is_you(name) and mention(name) == name
    assert sentence("{} <uses> a {} and <sails> to space {}.", [name, 6, 8]) == f"{name} uses a 6 and sails to space 8."
    assert sentence("{}<'s> marker would share space {}", [name, 6]) == f"{name}'s marker would share space 6"
    assert sentence("{} <buries> {} and <passes>.", [name, plural(1, "peso")]) == f"{name} buries 1 peso and passes."


def test_subjects_objects_possessives_and_pronouns():
    s = sentence
    # a verb agrees with the nearest subject before it, across other placeholders
    assert s("{} <plays> the {} card and <attacks> {}.", ["You", "3/3", "Tortuga"]) == \
        "You play the 3/3 card and attack Tortuga."
    assert s("{} <uses> the {}: <takes> {}.", ["You", "Cook", "1 rum"]) == "You use the Cook: take 1 rum."
    # a later subject takes over
    assert s("{}<'s> marker would share space {}; {} <chooses> {}.", ["Anja", 6, "You", "up"]) == \
        "Anja's marker would share space 6; you choose up."
    assert s("{}<'s> marker would share space {}; {} <chooses> {}.", ["You", 6, "You", "up"]) == \
        "Your marker would share space 6; you choose up."
    # objects and names inside a sentence
    assert s("{} ({}) goes to {} with {}.", ["A", "sail-01", "You", "1 sailor"]) == "A (sail-01) goes to you with 1 sailor."
    assert s("Pirate phase: {}, {} sail in that order.", ["You", "Anja"]) == "Pirate phase: you, Anja sail in that order."
    assert s("It is over. {} <wins>.", ["You"]) == "It is over. You win."
    # possessives: with a noun, and standing alone
    assert s("it is {}<'s> decision, not {}<'s>", ["Anja", "You"]) == "it is Anja's decision, not yours"
    assert s("it is {}<'s> decision, not {}<'s>", ["You", "Anja"]) == "it is your decision, not Anja's"
    # pronouns
    assert s("{} <loses> half <their> infamy", ["You"]) == "You lose half your infamy"
    assert s("{} <loses> half <their> infamy", ["Anja"]) == "Anja loses half their infamy"
    # several names make one plural subject
    tie = series(2) + " <ties> at {} and <takes> <their> coins back."
    assert s(tie, ["Anja", "You", 3]) == "Anja and you tie at 3 and take your coins back."
    assert s(tie, ["You", "Anja", 3]) == "You and Anja tie at 3 and take your coins back."
    assert s(tie, ["Anja", "Bo", 3]) == "Anja and Bo tie at 3 and take their coins back."
    keep = "The tiles ran out: {} <keeps> <their> coins."
    assert s(keep.replace("{}", series(1)), ["Anja"]) == "The tiles ran out: Anja keeps their coins."
    assert s(keep.replace("{}", series(3)), ["Anja", "Bo", "Cy"]) == "The tiles ran out: Anja, Bo and Cy keep their coins."
    assert series(0) == "" and series(3, ", ") == "{}, {}, {}"
    # a marker before any subject is written as it stands
    assert s("Nobody <wins>.", []) == "Nobody wins."


def test_templates_without_markers_read_as_they_always_did():
    """Old records' templates: str.format, but for You in lower case inside a sentence."""
    for template, args in (("{} uses a {} and sails to space {}.", ["Anja", 3, 5]), ("Setup for {} players: {}.",
                           [3, "You, Anja, Bo"]), ("{}'s marker would share space {}", ["Anja", 6]),
                           ("a <b> tag {}", ["x"]), ("{{}} {} and {{literal}}", ["Anja"]), ("{0} {1:>3} {0!r}", ["a", 7])):
        assert sentence(template, args) == template.format(*args)
    assert sentence("{} uses a {}.", ["You", 3]) == "You uses a 3."          # nothing says "uses" agrees
    assert sentence("{} ({}) goes to {}.", ["A", "x", "You"]) == "A (x) goes to you."


def test_markers_and_braces_in_arguments_are_only_text():
    assert sentence("{} <passes>.", ["<has> {}"]) == "<has> {} passes."
    assert sentence("{} <passes>.", ["{}<'s>"]) == "{}<'s> passes."


# --- whole games ----------------------------------------------------------------------------------
PIRATES_PROBES = ("1>1", "6>20", "2+1>3", "plunder 3/3", "plunder 1/1", "sack 3/3", "winds", "smuggle rum", "ransom",
                  "take rum", "take hostages", "discard hostages", "discard rum", "plank", "use pilot", "wind", "up",
                  "navy 4/4 2/1", "navy empty", "penalty goods", "lose rum", "buy section", "exchange rum",
                  "sell goods,rum,rum", "bury 9", "doubloon", "done", "pass")
PIRATOONS_PROBES = ("claim A", "claim I", "seal", "bid 99", "take deck-a", "overboard sail-01", "fell", "out",
                    "draw b1-1")
MARAUDERS_PROBES = ("move havana", "move atlantis", "scout merchant", "scout captain Jonah", "port", "buy goods",
                    "sell rum", "stash 10", "withdraw 5", "shoot", "board", "flee", "raid spanish", "enter port",
                    "leave port", "hit hull", "claim ship", "take sugar", "buy favor", "pay crew", "use favor",
                    "buy contraband havana", "sell contraband 1", "ambush", "done", "end turn")
MARAUDERS = ["You", "Jonah", "Jon", "Ewan"]


def refusals(game, probes) -> list:
    """The explanations of the probes that are illegal now, and of deciding for the wrong seat."""
    out = []
    legal = game.legal_actions()
    for notation in probes:
        if notation in legal:
            continue
        try:
            game.apply(notation)
        except IllegalActionError as exc:
            out.append(str(exc))
    if not game.is_over and legal:
        for seat in range(game.n):
            if seat != game.current_player:
                with pytest.raises(IllegalActionError) as err:
                    game.apply(legal[0], player=seat)
                out.append(str(err.value))
    return out


def clicks(game) -> list:
    """Pirates of Nassau's explanations of clicks on the board that do not stand for an action."""
    from nassau.pirates.ui import intents
    out = []
    for intent in [{"space": s} for s in (1, 7, 15, 20)] + [{"navy": 0}, {"tile": 0}]:
        try:
            intents.resolve(game, intent)
        except IllegalActionError as exc:
            out.append(str(exc))
    return out


def views(game) -> list:
    out = [str(game), game._repr_html_(), str(game.to_svg()), repr(game)]
    for name in game.names:
        board = game.board(name)
        out += [repr(board), board._repr_html_()]
    for extra in ("fight_view", "chest_view", "auction_view"):      # the games' own views
        if hasattr(game, extra):
            view = getattr(game, extra)()
            out += [repr(view), view._repr_html_()]
    return out


def new_game(package, names, seed):
    """A game of ``package``; Merchants & Marauders with a round limit, and every Seas of Glory
    switch on for odd seeds."""
    if package is not marauders:
        return package.new_game(players=names, seed=seed)
    from nassau.marauders.seas_of_glory.switches import playable
    return package.new_game(players=names, seed=seed, options={"round_limit": 30}, **(playable() if seed % 2 else {}))


def played(package, names, seed, sample=40):
    """A seeded game with heuristic bots: (game, [(kind, text)]) with every sentence met on the way.
    Merchants & Marauders plays with every Seas of Glory switch on for odd seeds."""
    name = package.__name__.rpartition(".")[2]
    probes = {pirates: PIRATES_PROBES, piratoons: PIRATOONS_PROBES, marauders: MARAUDERS_PROBES}[package]
    game = new_game(package, names, seed)
    bots = make_bots(games.adapter(name), "heuristic", game.n, seed)
    seen = []
    while not game.is_over:
        seen.append(("prompt", game.prompt()))
        if game.ply % 5 == 0:
            seen += [("refusal", t) for t in refusals(game, probes)]
            if package is pirates:
                seen += [("refusal", t) for t in clicks(game)]
        if game.ply % sample == 0:
            seen += [("view", t) for t in views(game)]
        game.apply(bots[game.current_player].choose(game))
    seen += [("prompt", game.prompt())] + [("view", t) for t in views(game)]
    seen += [("log", t) for t in game.log()]
    account = importlib.import_module(package.__name__ + ".views.account")
    seen += [("account", account.account(game)), ("account", account.result(game))]
    return game, seen


CASES = ([(pirates, PIRATES, seed) for seed in (1, 2, 3)] + [(piratoons, PIRATOONS, seed) for seed in (1, 2, 3, 4)]
         + [(marauders, MARAUDERS, seed) for seed in (1, 2, 3, 4)])


@pytest.mark.parametrize("package, names, seed", CASES, ids=lambda x: getattr(x, "__name__", str(x)).rpartition(".")[2])
def test_every_sentence_of_a_game_with_you_agrees(package, names, seed):
    game, seen = played(package, names, seed)
    problems = [(kind, bad) for kind, text in seen for bad in bad_english(text)]
    assert not problems, problems[:10]
    inside = [(kind, text) for kind, text in seen if kind in ("log", "prompt", "refusal")
              and CAPITAL_YOU_INSIDE.search(text)]
    assert not inside, inside[:10]
    viewed = [line for kind, text in seen if kind == "view"
              for line in html.unescape(re.sub(r"<[^>]+>", "\n", text)).splitlines() if YOU_RUNNING_ON.search(line)]
    assert not viewed, viewed[:10]
    said = " ".join(text for kind, text in seen if kind in ("log", "prompt", "refusal"))
    assert re.search(r"\bYou [a-z]+\b", said) and re.search(r"\byou\b", said)      # You was written about
    if package is pirates:
        assert "Your " in " ".join(text for kind, text in seen if kind == "view")   # "Your pinnace: ..."


def _same_but_for_the_subject(mine: str, theirs: str, name: str) -> bool:
    """Whether two sentences differ only where 'You' stands for ``name``: the name, its verbs,
    its possessive and its pronouns."""
    a, b = mine.split(), theirs.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        x, y = x.strip(".,;:()"), y.strip(".,;:()")
        if x == y:
            continue
        if x.lower() in ("you", "your", "yours") and y in (name, name + "'s"):
            continue
        if second_person(y) == x or (y, x.lower()) in (("their", "your"), ("them", "you"), ("they", "you")):
            continue
        return False
    return True


@pytest.mark.parametrize("package, names, seed", CASES, ids=lambda x: getattr(x, "__name__", str(x)).rpartition(".")[2])
def test_the_same_game_in_the_third_person_differs_only_in_the_subject(package, names, seed):
    name = "Dee"
    mine, theirs = new_game(package, names, seed), new_game(package, [name] + names[1:], seed)
    adapter = games.adapter(package.__name__.rpartition(".")[2])
    play_bots(mine, make_bots(adapter, "heuristic", mine.n, seed))
    play_bots(theirs, make_bots(adapter, "heuristic", theirs.n, seed))
    assert len(mine.log()) == len(theirs.log())
    different = [(m, t) for m, t in zip(mine.log(), theirs.log()) if not _same_but_for_the_subject(m, t, name)]
    assert not different, different[:5]
    assert any(m != t for m, t in zip(mine.log(), theirs.log()))
    assert not any(bad_english(t) for t in theirs.log()) and "You" not in " ".join(theirs.log())


# --- the play widgets ----------------------------------------------------------------------------------
def widget_texts(widget) -> list:
    """Every string a widget tree shows: values, descriptions, tooltips, messages, a board's header."""
    out = []
    for key in ("value", "description", "tooltip", "message", "header"):
        v = getattr(widget, key, None)
        if isinstance(v, str):
            out.append(v)
    for child in getattr(widget, "children", ()):
        out += widget_texts(child)
    return out


def drive(table, package, seed, refuse) -> list:
    """Play a table to the end, the human seats deciding as heuristic bots would; collect
    everything on screen after every human decision, and after a refused one."""
    adapter = games.adapter("pirates" if package is pirates else "piratoons")
    game = table.game
    helpers = make_bots(adapter, "heuristic", game.n, seed)
    seen = widget_texts(table)
    while not game.is_over:
        if getattr(table, "waiting", None) is not None:
            table.open_gate()
            seen += widget_texts(table)
        seat = game.current_player
        seen += [str(table.act(refuse, seat=seat) or "")] + widget_texts(table)     # refused: nothing changes
        table.act(helpers[seat].choose(game).notation, seat=seat)
        seen += widget_texts(table)
    seen.append(repr(table))
    return seen


@pytest.mark.parametrize("seed", [1, 2])
def test_the_pirates_table_speaks_to_you(seed):
    table = pirates.play(players=["You", "bot", "bot", "bot"], seed=seed)
    seen = drive(table, pirates, seed, "6>20")
    problems = [bad for text in seen for bad in bad_english(text)]
    assert not problems, problems[:10]
    assert any("you must move" in html.unescape(t) for t in seen)
    table.undo()
    assert not bad_english(table.board.message) and "decision" in table.board.message


@pytest.mark.parametrize("players, seed", [(["You", "bot", "bot"], 1), (["You", "bot", "bot", "bot"], 2),
                                           (["You", "Anja", "bot"], 3)])
def test_the_piratoons_table_speaks_to_you(players, seed):
    table = piratoons.play(players=players, seed=seed)
    seen = drive(table, piratoons, seed, "bid 99")
    problems = [bad for text in seen for bad in bad_english(text)]
    assert not problems, problems[:10]
    shown = html.unescape(" ".join(seen))
    assert not re.search(r"You, (?:place|bid|you|your)\b", shown) and "Controls for <b>You</b>" not in shown
    if "Anja" in players:
        assert "Anja, place your sailors" in shown or "Anja, bid in secret" in shown


def test_a_seat_is_addressed_by_its_name_or_as_you():
    from nassau.piratoons.ui.controller import _address
    assert _address("You", "you won a bid of 2: pay it and take one tile.") == \
        "You won a bid of 2: pay it and take one tile."
    assert _address("Anja", "you won a bid of 2: pay it and take one tile.") == \
        "Anja, you won a bid of 2: pay it and take one tile."
    assert _address(" you ", "bid in secret.") == "Bid in secret."


# --- records with the templates written before agreement -----------------------------------------------
# What nassau wrote in the start_log of a 3-player Pirates of Nassau game (seed 5) before the
# log's templates had markers: one argument for a whole list of names.
OLD_START_LOG = [
    ["Setup for {} players: {}.", 3, "You, Anja, Bo"],
    ["Round 1: the setup roll is {}; it places the infamy markers and is round 1's roll.",
     "You 2 4 6; Anja 1 2 3; Bo 1 3 4"],
    ["Pirate phase: {} sail in that order.", "Anja, Bo, You"],
]
OLD_PIRATOONS_START_LOG = [
    ["Setup for {} players: {}; each takes a colour, 6 sailors and 3 coins.", 3, "Anja (red), You (blue), Bo (yellow)"],
    ["Round {}: {} is the captain.", 1, "Anja"],
    ["{} fills the chest: {}.", "Anja", "A quarters-c"],
]


def _with_start_log(game, start_log) -> str:
    record = json.loads(game.to_json())
    record["start_log"] = start_log
    record["start_hash"] = state_hash({"start": record["start"], "start_log": start_log})
    return json.dumps(record)


def test_a_record_saved_with_old_templates_loads_and_reads_as_before():
    game = pirates.new_game(players=["You", "Anja", "Bo"], seed=5)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    loaded = pirates.Game.from_json(_with_start_log(game, OLD_START_LOG))
    assert loaded.state_dict() == game.state_dict()
    assert loaded.log()[:3] == [
        "Setup for 3 players: You, Anja, Bo.",
        "Round 1: the setup roll is You 2 4 6; Anja 1 2 3; Bo 1 3 4; it places the infamy markers and is round 1's roll.",
        "Pirate phase: Anja, Bo, You sail in that order."]
    assert loaded.log()[3:] == game.log()[3:]          # what was played after the start reads as today
    assert "You play the" in " ".join(loaded.log())
    assert pirates.Game.from_json(loaded.to_json()).log() == loaded.log()

    other = piratoons.new_game(players=["Anja", "You", "Bo"], seed=5)
    loaded = piratoons.Game.from_json(_with_start_log(other, OLD_PIRATOONS_START_LOG))
    assert loaded.log()[:3] == [e[0].format(*e[1:]) for e in OLD_PIRATOONS_START_LOG]


def test_the_record_check_takes_old_and_new_templates_alike():
    game = pirates.new_game(players=["You", "Anja", "Bo"], seed=5)
    for entry in (["{} <uses> a {} and <sails> to space {}.", "You", 3, 3], ["{}<'s> marker passes 100.", "You"],
                  ["{} uses a {} and sails to space {}.", "You", 3, 3]):
        loaded = pirates.Game.from_json(_with_start_log(game, OLD_START_LOG + [entry]))
        assert loaded.log()[3] == sentence(entry[0], entry[1:])
    assert loaded.log()[3] == "You uses a 3 and sails to space 3."   # an old template: nothing marks the verbs


def test_a_subject_named_with_the_opens_a_sentence_with_a_capital():
    assert sentence("{} <rolls> a 6. {} <wins>.", ["the Spanish navy", "the pirate"]) == \
        "The Spanish navy rolls a 6. The pirate wins."
    assert sentence("A fight: {} against {}.", ["the navy", "Anja"]) == "A fight: the navy against Anja."


def test_goods_named_in_the_plural_stay_as_they_are():
    assert plural(2, "textiles") == "2 textiles" and plural(3, "spices") == "3 spices"
    assert plural(2, "sugar") == "2 sugar"


def test_the_indefinite_article_fits_the_word():
    from nassau.kernel.english import article
    assert [article(w) for w in ("English", "French", "Able Seaman", "sloop", "Old Providence")] == [
        "an English", "a French", "an Able Seaman", "a sloop", "an Old Providence"]


def test_a_possessive_before_a_placeholder_is_your_not_yours():
    from nassau.kernel.english import sentence
    assert sentence("{}<'s> {} <takes> a hit.", ["You", "frigate"]) == "Your frigate takes a hit."
    assert sentence("{}<'s> {} <takes> a hit.", ["Jon", "flute"]) == "Jon's flute takes a hit."
    assert sentence("The prize is not {}<'s>.", ["You"]) == "The prize is not yours."


def test_the_verb_after_a_possessive_agrees_with_the_thing_owned_and_a_pronoun_with_the_owner():
    from nassau.kernel.english import sentence
    assert sentence("{}<'s> crew <grows> {} ({}).", ["You", "angry", "a stash"]) == "Your crew grows angry (a stash)."
    assert sentence("{}<'s> crew <refuses>: {} is not played.", ["You", "X"]) == "Your crew refuses: X is not played."
    assert sentence("Round 2: {}<'s> crew <is> angry.", ["You"]) == "Round 2: your crew is angry."
    assert sentence("It is {}<'s> turn to place <their> sailors.", ["You"]) == "It is your turn to place your sailors."
    # an owner inside a clause is no subject: the clause keeps its own
    assert sentence("{} <takes> {}<'s> ship and <sails> away.", ["You", "Jon"]) == "You take Jon's ship and sail away."
    assert sentence("{} <sets> aside {}<'s> card and <draws>.", ["You", "You"]) == "You set aside your card and draw."
    assert sentence("{} <takes> {}<'s> ship and <sails> away.", ["Jon", "You"]) == "Jon takes your ship and sails away."


def test_a_captain_called_you_is_you_when_attacked_or_ambushed():
    g = marauders.new_game(MARAUDERS, seed=4, variants={"cutthroat"})
    with g.edit() as e:
        e.ship("You", "sloop").at("You", "tortuga").ship("Jonah", "frigate").at("Jonah", "havana").turn("You")
    g.apply("move havana")
    g.apply("ambush")
    said = g.log()[-4:]
    assert any("for an ambush of you:" in line for line in said), said
    assert any("for attacking you (1 bounty)" in line for line in said), said
    assert not [line for line in said if CAPITAL_YOU_INSIDE.search(line)]
    h = marauders.new_game(MARAUDERS, seed=2)
    with h.edit() as e:
        e.ship("Jonah", "frigate").at("Jonah", "havana").ship("You", "sloop").at("You", "havana").turn("Jonah")
    h.apply("scout captain You")
    assert "Jonah rolls Scouting for you:" in " ".join(h.log()[-3:]) and not CAPITAL_YOU_INSIDE.search(h.log()[-1])


def test_the_whole_game_check_catches_a_thing_owned_zero_amounts_and_a_sentence_said_twice():
    assert bad_english("Your crew grow angry (a stash declared).")
    assert bad_english("Bot 2 loses 0 gold and every card.")
    assert bad_english("The game is over. The game is over.")
    assert not bad_english("Your crew grows angry. Bot 2's crew grows angry. Anja stows 1 goods.\nAnja stows 1 goods.")


def test_a_captain_who_dies_with_no_gold_loses_every_card_and_no_gold_is_named():
    from nassau.marauders.rules import death
    g = marauders.new_game(["You", "Jonah"], seed=1)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    you = g.players[0]
    g.bank += you.gold
    you.gold = 0
    death.die(g, you)
    assert g.log()[-1].startswith("You lose every card; the new captain is ")
