"""``python -m nassau serve`` without a browser: its options and their one-line errors, the pages
and the template it writes (no line asks a CDN), and the kernel limit, which refuses the visitor
beyond it even when visitors arrive together. tests/browser/test_serve_in_browser.py runs it."""

import asyncio
import json
import re
import socket

import nbformat
import pytest

from nassau import cli, games
from nassau.deploy import serve


def error_of(capsys, argv) -> str:
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    return err


@pytest.mark.parametrize("argv, words", [
    (["--port", "0"], "--port: expected a port number from 1 to 65535, not '0'"),
    (["--port", "http"], "not 'http'"),
    (["--ip", "localhost:80"], "--ip: expected an IP address"),
    (["--max-kernels", "0"], "--max-kernels: expected a whole number of tables from 1 to 1,000"),
    (["--idle-minutes", "-1"], "--idle-minutes: expected minutes above 0"),
    (["--idle-minutes", "soon"], "not 'soon'"),
    (["--tables", "3"], "unrecognized arguments: --tables 3"),
])
def test_bad_options_are_one_line_and_status_2(capsys, argv, words):
    assert words in error_of(capsys, ["serve", *argv])


def test_help_names_every_option_and_its_default(capsys):
    with pytest.raises(SystemExit):
        cli.main(["serve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for words in ("--port", "default 8866", "--ip", "default 127.0.0.1", "--max-kernels", "default 40",
                  "--idle-minutes", "default 10", 'pip install "nassau[serve]"'):
        assert words in text


def test_a_missing_voila_names_the_extra(capsys, monkeypatch):
    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: None if name == "voila" else object())
    err = error_of(capsys, ["serve"])
    assert err.startswith("nassau: error: serve needs Voilà") and 'pip install "nassau[serve]"' in err


def test_a_port_in_use_is_one_line(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        err = error_of(capsys, ["serve", "--port", str(port)])
    assert f"cannot listen on 127.0.0.1 port {port}" in err


def test_pages_one_table_and_two_players_at_one_screen_for_each_game(tmp_path):
    paths = {p.name: p for p in serve.write_pages(tmp_path)}
    for name in games.names():
        solo = nbformat.reads(paths[f"play-{name}.ipynb"].read_text("utf-8"), as_version=4)
        two = nbformat.reads(paths[f"hotseat-{name}.ipynb"].read_text("utf-8"), as_version=4)
        nbformat.validate(two)
        assert "['You', 'bot', 'bot']" in solo.cells[1].source
        assert "['Player 1', 'Player 2', 'bot']" in two.cells[1].source
        assert "Player 1 and Player 2 take turns at this screen against 1 bot." in two.cells[0].source


def test_the_template_asks_no_cdn_and_lists_every_page(tmp_path):
    folder = serve.write_template(tmp_path)
    assert json.loads((folder / "conf.json").read_text()) == {"base_template": "lab"}
    # the installed template does ask the CDN, which is why the app has its own copy
    assert "cdn.jsdelivr.net" in (serve.voila_templates() / "lab" / "index.html.j2").read_text()
    for path in folder.iterdir():
        assert not re.search(r"(href|src)=[\"']?https?:", path.read_text("utf-8")), path.name
    assert "nassau-base-page.html" in (folder / "page.html").read_text()
    index = (folder / "tree.html").read_text()
    for name in games.names():
        assert f"voila/render/play-{name}.ipynb" in index and f"voila/render/hotseat-{name}.ipynb" in index


def test_the_voila_command_line_sets_the_limit_and_the_culling():
    argv = serve.voila_argv("pages", port=9000, ip="0.0.0.0", max_kernels=12, idle_minutes=5)
    assert {"--Voila.port=9000", "--Voila.ip=0.0.0.0", "--TableKernelManager.max_kernels=12",
            "--MappingKernelManager.cull_idle_timeout=300", "--MappingKernelManager.cull_interval=60",
            "--MappingKernelManager.cull_connected=False",
            "--VoilaConfiguration.multi_kernel_manager_class=nassau.deploy.kernels.TableKernelManager"} <= set(argv)


def test_the_visitor_beyond_the_limit_is_refused_even_when_all_arrive_together(monkeypatch):
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from tornado import web

    from nassau.deploy.kernels import TableKernelManager

    async def slow_start(self, *, kernel_id=None, path=None, **kwargs):
        await asyncio.sleep(0.05)                 # a kernel's start, during which others arrive
        self._kernels[kernel_id] = object()
        return kernel_id

    monkeypatch.setattr(AsyncMappingKernelManager, "start_kernel", slow_start)

    async def visitors():
        manager = TableKernelManager(max_kernels=3, cull_idle_timeout=600)
        return manager, await asyncio.gather(*(manager.start_kernel(kernel_name="python3") for _ in range(5)),
                                             return_exceptions=True)

    manager, started = asyncio.run(visitors())
    refused = [r for r in started if isinstance(r, web.HTTPError)]
    assert len(manager._kernels) == 3 and len(refused) == 2
    assert refused[0].status_code == 503 and refused[0].reason == "No free table"
    assert refused[0].log_message % refused[0].args == (
        "Every table is taken: this server runs at most 3 tables at once. A table ends once its tab has been "
        "closed for 10 minutes; reload this page then.")
