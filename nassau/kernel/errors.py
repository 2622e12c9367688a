"""Exceptions shared by every game of the package."""


class NassauError(Exception):
    """Base class of the package's own errors."""


class IllegalActionError(NassauError, ValueError):
    """An action that the rules do not allow now.

    ``rule`` names the rule that forbids it (for example ``"plunder.captain-card"``),
    so callers and tests can tell one refusal from another without parsing text.
    The game state is unchanged when this is raised.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} [rule: {rule}]")
        self.rule = rule
        self.message = message      # the plain words, for players (the rule id is for tooltips and code)

    def __reduce__(self):           # so a worker process can send it back whole
        return type(self), (self.rule, self.message)


class RecordError(NassauError, ValueError):
    """A saved game or a data file that is malformed, inconsistent or tampered with.

    ``field`` names the part of the document that is wrong.
    """

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    def __reduce__(self):
        return type(self), (self.field, self.message)
