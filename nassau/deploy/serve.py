"""The teacher's app: ``python -m nassau serve`` serves, with Voilà, a page per game where each
visitor gets a table of their own (a kernel of their own) against bots, and a second page per
game where two players take turns at one screen.

    python -m nassau serve                                    # http://127.0.0.1:8866/
    python -m nassau serve --ip 0.0.0.0 --port 8866 --max-kernels 40 --idle-minutes 10

The pages are each game's "Play" notebook (:mod:`nassau.deploy.notebooks`), written into a
temporary folder at start; the index page lists them. The settings, chosen for a class:

* at most ``--max-kernels`` tables run at once (default 40; each takes about 70 MB); one
  visitor more gets a page saying that every table is taken (status 503), not a kernel;
* a table whose tab is closed (no page connected) ends once it has been idle for
  ``--idle-minutes`` (default 10); a table with its tab open is never ended;
* no page asks the network for anything: Voilà's template asks a CDN for Font Awesome, and
  the app's own copy of that template leaves the request out (the widgets need no icons from it);
* visitors cannot run code of their own: Voilà runs only the page's notebook.

This module loads without Voilà (the command line builds its help from it); the server is
imported when it starts, and a missing Voilà is one line saying how to install it.
"""

import argparse
import html
import json
import re
import socket
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from .. import games
from ..display.seats import SAVE_DIR          # the variable the tables' file box obeys
from .notebooks import HOTSEAT, file_name, play_notebook, write_notebook, write_play_notebooks

PORT = 8866
IP = "127.0.0.1"
MAX_KERNELS = 40
IDLE_MINUTES = 10.0
TEMPLATE = "nassau"                 # the app's Voilà template: Voilà's "lab" without the CDN
KERNEL_MANAGER = "nassau.deploy.kernels.TableKernelManager"
CDN = re.compile(r"^.*https?://cdn\.jsdelivr\.net/.*\n", re.MULTILINE)
# the page's front-end extensions: Voilà's widget manager and anywidget's (the others a Jupyter
# install holds, e.g. Notebook 7's, are left out: they do nothing on a Voilà page)
FRONT_ENDS = ("@voila-dashboards/widgets-manager8", "@jupyter-widgets/jupyterlab-manager", "anywidget")
INSTALL = 'pip install "nassau[serve]" (or pip install -e ".[serve]" in the nassau folder)'


def hotseat_file_name(game: str) -> str:
    return f"hotseat-{game}.ipynb"


def write_pages(folder) -> list:
    """Every game's "Play" notebook and its two-player page, written into ``folder``."""
    folder = Path(folder)
    paths = write_play_notebooks(folder, app=True)
    for name in games.names():
        paths.append(write_notebook(folder / hotseat_file_name(name), play_notebook(name, seats=HOTSEAT, app=True)))
    return paths


# --- the template: Voilà's own, without the CDN, with the index and the "no free table" pages ----
INDEX = """{% extends "page.html" %}
{% block title %}Pirate games{% endblock %}
{% block stylesheets %}
  {{ super() }}
  <style>
    body { font-family: system-ui, sans-serif; background: #fbf8f1; color: #222; }
    main { max-width: 40em; margin: 3em auto; }
    li { margin: 0.8em 0; font-size: 1.15em; }
    a { color: #1d4f91; }
  </style>
{% endblock %}
{% block body %}
<main>
  <h1>Pirate games</h1>
  <p>Pick a game. Each page is a table of your own against bots; the two-player page is for
  two players taking turns at one screen.</p>
  <ul>
__GAMES__
  </ul>
</main>
{% endblock %}
"""

FULL = """{% extends "page.html" %}
{% block title %}No free table{% endblock %}
{% block body %}
<main style="max-width: 40em; margin: 3em auto; font-family: system-ui, sans-serif;">
  <h1 class="nassau-full">No free table</h1>
  <p>{{ message }}</p>
  <p><a href="{{ base_url }}">All games</a></p>
</main>
{% endblock %}
"""


def index_items() -> str:
    rows = []
    for name in games.names():
        title = html.escape(games.adapter(name).title)
        rows.append(f'    <li><a class="nassau-game" href="{{{{ base_url }}}}voila/render/{file_name(name)}">{title}</a>'
                    f' &middot; <a class="nassau-hotseat" href="{{{{ base_url }}}}voila/render/'
                    f'{hotseat_file_name(name)}">two players at one screen</a></li>')
    return "\n".join(rows)


def voila_templates() -> Path:
    """The folder of Voilà's installed templates (share/jupyter/voila/templates)."""
    from jupyter_core.paths import jupyter_path
    for root in jupyter_path("voila", "templates"):
        if (Path(root) / "lab" / "index.html.j2").is_file():
            return Path(root)
    raise FileNotFoundError("Voilà's lab template is not installed")


def write_template(share) -> Path:
    """The app's template ``nassau`` under ``share`` (a Jupyter data folder): Voilà's "lab"
    template with every line that loads from the CDN left out, an index page and a page for
    the visitor beyond the limit."""
    voila = voila_templates()
    folder = Path(share) / "voila" / "templates" / TEMPLATE
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")
    (folder / "index.html.j2").write_text(CDN.sub("", (voila / "lab" / "index.html.j2").read_text("utf-8")), "utf-8")
    # lab's page.html extends base's by its full name, so both are copied, the CDN line left out
    lab_page = (voila / "lab" / "page.html").read_text("utf-8")
    (folder / "page.html").write_text(lab_page.replace("voila/templates/base/page.html", "nassau-base-page.html"), "utf-8")
    (folder / "nassau-base-page.html").write_text(CDN.sub("", (voila / "base" / "page.html").read_text("utf-8")), "utf-8")
    index = INDEX.replace("__GAMES__", index_items())
    for name in ("tree.html", "tree-lab.html"):
        (folder / name).write_text(index, "utf-8")
    (folder / "503.html").write_text(FULL, "utf-8")
    return folder


# --- the server ------------------------------------------------------------------------------
def voila_argv(pages, port=PORT, ip=IP, max_kernels=MAX_KERNELS, idle_minutes=IDLE_MINUTES) -> list:
    """Voilà's command line for the app (documented in the module's text)."""
    idle = max(1, round(idle_minutes * 60))
    return [str(pages), "--no-browser", f"--Voila.port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0",
            f"--VoilaConfiguration.template={TEMPLATE}", "--VoilaConfiguration.classic_tree=True",
            "--VoilaConfiguration.show_tracebacks=False",
            *(f"--VoilaConfiguration.extension_allowlist={name}" for name in FRONT_ENDS),
            f"--VoilaConfiguration.multi_kernel_manager_class={KERNEL_MANAGER}",
            f"--TableKernelManager.max_kernels={max_kernels}",
            f"--MappingKernelManager.cull_idle_timeout={idle}",
            f"--MappingKernelManager.cull_interval={max(1, min(60, idle // 4))}",
            "--MappingKernelManager.cull_connected=False", "--MappingKernelManager.cull_busy=False"]


def check_address(ip: str, port: int) -> None:
    """A clear error now, rather than Voilà's traceback later, for an address that cannot listen."""
    from ..kernel.errors import CliError
    try:
        with socket.socket(socket.AF_INET6 if ":" in ip else socket.AF_INET) as s:
            s.bind((ip, port))
    except OSError as exc:
        raise CliError(f"cannot listen on {ip} port {port}: {exc.strerror or exc}") from None


@contextmanager
def voila_folder(command: str, ip: str, port: int):
    """For an app about to start Voilà: a clear error now if Voilà is missing or the address
    cannot listen; then a temporary folder (yielded) holding ``pages/`` for the notebooks and
    the app's template, where Voilà looks for templates first. Removed at the end."""
    import os
    from importlib.util import find_spec

    from ..kernel.errors import CliError
    if find_spec("voila") is None or find_spec("ipykernel") is None:
        raise CliError(f"{command} needs Voilà and ipykernel, which are not installed: {INSTALL}")
    check_address(ip, port)
    with tempfile.TemporaryDirectory(prefix="nassau-serve-") as tmp:
        (Path(tmp) / "pages").mkdir()
        share = Path(tmp) / "share"
        write_template(share)
        # Voilà looks for templates in the Jupyter data folders: the app's one comes first
        os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(share), os.environ.get("JUPYTER_PATH")]))
        yield Path(tmp)


def serve(port=PORT, ip=IP, max_kernels=MAX_KERNELS, idle_minutes=IDLE_MINUTES) -> None:
    """Serve the games' pages until interrupted (Ctrl-C)."""
    import os
    with voila_folder("serve", ip, port) as tmp:
        pages = tmp / "pages"
        write_pages(pages)
        # the visitors' kernels save and load games by bare file names in one folder, never a path
        os.environ[SAVE_DIR] = str(Path(tmp) / "saves")
        from voila.app import Voila
        host = f"[{ip}]" if ":" in ip else ip
        print(f"Serving {', '.join(games.adapter(n).title for n in games.names())} at http://{host}:{port}/ "
              f"(at most {max_kernels} tables; a closed tab's table ends after {idle_minutes:g} idle minutes). "
              "Ctrl-C stops.", flush=True)
        Voila.launch_instance(argv=voila_argv(pages, port, ip, max_kernels, idle_minutes))
        Voila.clear_instance()


# --- the command line ------------------------------------------------------------------------
def port_arg(text):
    text = text.strip()
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"expected a port number from 1 to 65535, not {text!r}")
    return int(text)


def kernels_arg(text):
    text = text.strip()
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 1000):
        raise argparse.ArgumentTypeError(f"expected a whole number of tables from 1 to 1,000, not {text!r}")
    return int(text)


def minutes_arg(text):
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 24 * 60:
        raise argparse.ArgumentTypeError(f"expected minutes above 0 and at most 1,440, not {text!r}")
    return value


def ip_arg(text):
    text = text.strip()
    try:
        socket.getaddrinfo(text, None, type=socket.SOCK_STREAM, flags=socket.AI_NUMERICHOST)
    except (OSError, UnicodeError):
        raise argparse.ArgumentTypeError(f"expected an IP address such as 127.0.0.1 or 0.0.0.0, not {text!r}") from None
    return text


def add_serve_parser(sub) -> None:
    serve_ = sub.add_parser(
        "serve", help="serve a page per game to a class (Voilà): each visitor plays a table of their own against bots",
        description="Serve a page per game, and a page per game for two players at one screen, with Voilà: each "
                    "visitor gets a table (a kernel) of their own. No page needs the internet. Needs the serve "
                    "extra: " + INSTALL + ".")
    serve_.add_argument("--port", type=port_arg, default=PORT, help=f"port to listen on (default {PORT})")
    serve_.add_argument("--ip", type=ip_arg, default=IP,
                        help=f"address to listen on (default {IP}: this computer only; 0.0.0.0 lets in every "
                             "computer that can reach this one)")
    serve_.add_argument("--max-kernels", type=kernels_arg, default=MAX_KERNELS,
                        help=f"most tables running at once, one a visitor's page, each about 70 MB of memory "
                             f"(default {MAX_KERNELS}); a visitor beyond them gets a page saying that no table is free")
    serve_.add_argument("--idle-minutes", type=minutes_arg, default=IDLE_MINUTES,
                        help=f"a table whose tab is closed ends after this many idle minutes, freeing its place "
                             f"(default {IDLE_MINUTES:g}); a table with its tab open stays")
    serve_.set_defaults(run=run_serve)


def run_serve(args) -> None:
    serve(port=args.port, ip=args.ip, max_kernels=args.max_kernels, idle_minutes=args.idle_minutes)


if __name__ == "__main__":          # pragma: no cover - the command is ``python -m nassau serve``
    sys.exit("use: python -m nassau serve")
