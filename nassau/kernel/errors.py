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


class CliError(NassauError):
    """A usage or input problem of the command line (or of a tool it starts, such as the
    teacher's server), reported as one line with exit status 2."""


class MissingDependency(NassauError, ImportError):
    """A table or tool that needs a package this installation lacks (pandas, most often:
    the games, their widgets and their views work without it).

    ``package`` names what to install, ``what`` the feature that needs it.
    """

    def __init__(self, package: str, what: str):
        super().__init__(f"{what} needs {package}, which this Python does not have: install {package} to use "
                         f"it (the games, their widgets and their views work without it)")
        self.package, self.what = package, what

    def __reduce__(self):
        return type(self), (self.package, self.what)
