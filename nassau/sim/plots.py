"""Balance-lab plots of a :func:`nassau.sim.simulate` DataFrame (matplotlib).

Each function returns a ``matplotlib.figure.Figure`` that pyplot no longer tracks,
so a notebook shows it once, where it is returned (put the call last in a cell, or
``display(fig)``), and nothing piles up in pyplot; ``fig.savefig(path)`` saves it.
"""

from .summary import FIRST_SEAT, categories_of, category_report, from_one, per_game, win_rates

EVEN = "#7f7f7f"
BAR = "#2b6f9e"
ALT = "#d9822b"
PALETTE = ("#2b6f9e", "#d9822b", "#3a9d5d", "#b5475f", "#7d5ba6", "#8c6d31")


def _figure(width, height, ncols=1, nrows=1):
    import matplotlib.pyplot as plt
    # made through pyplot so that Jupyter's inline backend is set up to show figures, then let go
    # of at once: the figure is shown only where it is returned, once, and pyplot keeps no reference
    fig = plt.figure(figsize=(width, height), layout="constrained")
    plt.close(fig)
    axes = fig.subplots(nrows, ncols, squeeze=False)
    return fig, [ax for row in axes for ax in row]


def _players(df) -> int:
    return int(round(len(df) / df["game"].nunique()))


def _rate_bars(ax, table, label, colour=BAR, even=None):
    keys = [str(k) for k in table.index]
    rate = table["win_rate"].to_numpy() * 100
    low = rate - table["low"].to_numpy() * 100
    high = table["high"].to_numpy() * 100 - rate
    ax.bar(keys, rate, color=colour, yerr=[low, high], capsize=4, ecolor="#333333")
    if even is not None:
        ax.axhline(100 * even, color=EVEN, linestyle="--", linewidth=1, label=f"even share {100 * even:.0f}%")
        ax.legend(loc="upper right", fontsize=8, frameon=False)
    ax.set_xlabel(label)
    ax.set_ylabel("win rate (%)")
    ax.set_ylim(0, max(100 * (even or 0) * 2, float((rate + high).max()) * 1.15 if len(rate) else 1))


def win_rate_by_seat(df, confidence=0.95):
    """Win rate of each seat, and of each place in round 1's turn order, with intervals."""
    by = ["seat"] + (["first_turn"] if "first_turn" in df.columns else [])
    fig, axes = _figure(4.2 * len(by), 3.2, ncols=len(by))
    labels = {"seat": f"seat ({FIRST_SEAT} = the oldest player, who wins ties of the setup roll)",
              "first_turn": f"place in round 1's turn order ({FIRST_SEAT} sails first)"}
    for ax, col in zip(axes, by):
        _rate_bars(ax, from_one(win_rates(df, col, confidence)), labels[col], even=1 / _players(df))
    fig.suptitle(f"Who wins, by seat ({df['game'].nunique():,} games, {100 * confidence:g}% intervals)")
    return fig


def game_length(df):
    """How many rounds games last, and how many decisions they take."""
    games = per_game(df)
    fig, (left, right) = _figure(9, 3.2, ncols=2)
    share = games["rounds"].value_counts(normalize=True).sort_index()
    left.bar([str(r) for r in share.index], share.to_numpy() * 100, color=BAR)
    left.set_xlabel("rounds")
    left.set_ylabel("share of games (%)")
    right.hist(games["decisions"], bins=20, color=ALT)
    right.set_xlabel("decisions per game (all players)")
    right.set_ylabel("games")
    fig.suptitle(f"Game length ({len(games):,} games; mean {games['rounds'].mean():.2f} rounds)")
    return fig


def score_distributions(df):
    """Each category's final measure: winners against the other players."""
    cats = categories_of(df)
    fig, axes = _figure(3.0 * len(cats), 3.0, ncols=len(cats))
    won = df[df["winner"]]
    lost = df[~df["winner"]]
    for ax, c in zip(axes, cats):
        top = int(df[c].max())
        bins = min(25, top + 1) if top > 0 else 1
        ax.hist([lost[c], won[c]], bins=bins, color=[EVEN, BAR], label=["others", "winners"], density=True)
        ax.set_xlabel(c)
        ax.set_yticks([])
    axes[0].set_ylabel("share of players")
    axes[0].legend(fontsize=8, frameon=False)
    fig.suptitle("Final measure per category")
    return fig


def deciding_categories(df):
    """How often the winner topped each category, and how often it decided the game."""
    rep = category_report(df)
    fig, (ax,) = _figure(6.5, 3.2)
    x = range(len(rep))
    ax.bar([i - 0.2 for i in x], rep["winner_topped"] * 100, width=0.4, color=BAR, label="winner came first in it")
    ax.bar([i + 0.2 for i in x], rep["decisive"] * 100, width=0.4, color=ALT,
           label="decisive: without it the winner would not win")
    ax.set_xticks(list(x), list(rep.index))
    ax.set_ylabel("share of games (%)")
    ax.set_ylim(0, 118)
    ax.set_yticks(range(0, 101, 20))
    ax.legend(fontsize=8, frameon=False, loc="upper right")
    fig.suptitle("Which categories decide games")
    return fig


def win_rate_by_bot(df, confidence=0.95):
    """Win rate of each bot (per seat it took), with intervals and the even share."""
    table = win_rates(df, "bot", confidence)
    fig, (ax,) = _figure(1.4 * len(table) + 2.5, 3.2)
    _rate_bars(ax, table, "bot", even=1 / _players(df))
    fig.suptitle(f"Win rate by bot ({df['game'].nunique():,} games, {100 * confidence:g}% intervals)")
    return fig


def points_by_bot(df):
    """Mean points each bot takes from each category (stacked): the paths its wins come from."""
    cats = categories_of(df)
    means = df.groupby("bot", sort=True)[[c + "_points" for c in cats]].mean()
    fig, (ax,) = _figure(1.4 * len(means) + 3.5, 3.2)
    bottom = [0.0] * len(means)
    for i, c in enumerate(cats):
        values = means[c + "_points"].to_list()
        ax.bar(list(means.index), values, bottom=bottom, color=PALETTE[i % len(PALETTE)], label=c)
        bottom = [b + v for b, v in zip(bottom, values)]
    ax.set_ylabel("mean points per game")
    ax.set_xlabel("bot")
    ax.legend(fontsize=8, frameon=False, loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.suptitle("Where each bot's points come from")
    return fig


def balance(table, styles=None, confidence=0.95):
    """The balance verdict in one figure.

    ``table``: games between equal bots (turn order and categories); ``styles``: games between
    bots of different styles, rotated through the seats (optional). Panels: win rate by turn
    order, share of games each category decides, and with ``styles`` the win rate by style and
    the points each style takes from each category.
    """
    ncols = 2 if styles is None else 4
    fig, axes = _figure(4.0 * ncols, 3.4, ncols=ncols)
    turn = "first_turn" if "first_turn" in table.columns else "seat"
    _rate_bars(axes[0], from_one(win_rates(table, turn, confidence)),
               f"place in round 1's turn order ({FIRST_SEAT} sails first)" if turn == "first_turn" else "seat",
               even=1 / _players(table))
    axes[0].set_title("turn order", fontsize=10)
    rep = category_report(table)
    axes[1].bar(list(rep.index), rep["decisive"] * 100, color=ALT)
    axes[1].axhline(100 * rep["decisive"].mean(), color=EVEN, linestyle="--", linewidth=1,
                    label=f"mean {100 * rep['decisive'].mean():.0f}%")
    axes[1].legend(fontsize=8, frameon=False)
    axes[1].set_ylabel("games it decides (%)")
    axes[1].set_title("deciding categories", fontsize=10)
    if styles is not None:
        _rate_bars(axes[2], win_rates(styles, "bot", confidence), "style", colour=PALETTE[2], even=1 / _players(styles))
        axes[2].set_title("playing styles", fontsize=10)
        cats = categories_of(styles)
        means = styles.groupby("bot", sort=True)[[c + "_points" for c in cats]].mean()
        bottom = [0.0] * len(means)
        for i, c in enumerate(cats):
            values = means[c + "_points"].to_list()
            axes[3].bar(list(means.index), values, bottom=bottom, color=PALETTE[i % len(PALETTE)], label=c)
            bottom = [b + v for b, v in zip(bottom, values)]
        axes[3].set_ylabel("mean points")
        axes[3].set_ylim(0, max(bottom) * 1.3)
        axes[3].legend(fontsize=7, frameon=False, ncols=len(cats), loc="upper center")
        axes[3].set_title("points by style and category", fontsize=10)
    fig.suptitle("Is the reconstructed data in balance?")
    return fig
