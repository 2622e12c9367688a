"""`python -m nassau lite build`: what it refuses, in one line with exit status 2, before it
downloads or writes anything (the site itself is built and opened by
tests/browser/test_lite_in_browser.py)."""

from nassau.deploy import lite

from .test_cli import assert_one_line_error, run


def test_a_folder_that_is_not_a_site_is_never_replaced(capsys, tmp_path):
    (tmp_path / "homework.txt").write_text("mine")
    rc, out, err = run(capsys, "lite", "build", str(tmp_path))
    assert_one_line_error(rc, out, err)
    assert "not empty and not a JupyterLite site" in err
    assert [p.name for p in tmp_path.iterdir()] == ["homework.txt"]


def test_a_missing_npm_or_a_wrong_version_names_what_to_install(capsys, tmp_path, monkeypatch):
    real_which = lite.shutil.which
    monkeypatch.setattr(lite.shutil, "which", lambda name: None if name == "npm" else real_which(name))
    rc, out, err = run(capsys, "lite", "build", str(tmp_path / "site"))
    assert_one_line_error(rc, out, err)
    assert "needs npm" in err and not (tmp_path / "site").exists()
    monkeypatch.setattr(lite.metadata, "version", lambda name: "0.0.1")
    rc, out, err = run(capsys, "lite", "build", str(tmp_path / "site"))
    assert_one_line_error(rc, out, err)
    assert f"jupyterlite-core=={lite.PINS['jupyterlite-core']} (found 0.0.1)" in err and "lite extra" in err


def test_lite_without_its_step_or_with_a_stray_argument_is_one_line(capsys):
    for argv in (["lite"], ["lite", "build", "a", "b"], ["lite", "serve"]):
        rc, out, err = run(capsys, *argv)
        assert_one_line_error(rc, out, err)
