"""A JupyterLite site: the tutorials and each game's "Play" notebook, running in the browser on
Pyodide with nothing installed.

    python -m nassau lite build [DIR]            # lite-site/: Pyodide and pandas from Pyodide's CDN
    python -m nassau lite build DIR --offline    # Pyodide's runtime in the site: no network at run time

What the build needs: the ``lite`` extra (``pip install -e ".[lite]"``: jupyterlite-core and
jupyterlite-pyodide-kernel at the versions in :data:`PINS`, and jupyter_server, which adds the
notebooks), npm (Pyodide's package list, and with ``--offline`` its runtime, come from the npm
package ``pyodide``), pip and network access to the package registries; the source tree of
nassau (its wheel is built from it). Python 3.11 is enough: the site's package list is written
here, without the kernel's ``[lock]`` extra.

How the kernel gets its packages: the site carries its own Pyodide lock file (Pyodide's list of
packages, from the npm package of the same version, with nassau and the pure-Python wheels it
needs added from the registries and pointing into the site). The kernel loads nassau with it
when it starts. nassau's entry in that list names pandas (and jinja2, for pandas' styled
tables) as a dependency only when Pyodide's CDN is there to supply them: pandas and numpy have
no wheel for the browser on PyPI or npm. An ``--offline`` site therefore runs everything but
what needs pandas (the balance lab's tables, the tutorials that tabulate many games).
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser as EmailParser
from importlib import metadata
from pathlib import Path

from ..kernel.english import extra_hint
from .notebooks import write_play_notebooks

# the versions this build is tested with; the kernel's Pyodide is the one it was made for
PINS = {"jupyterlite-core": "0.8.6", "jupyterlite-pyodide-kernel": "0.8.6", "pyodide": "314.0.6"}
PYODIDE_PYTHON = "3.14"          # the Python of that Pyodide, for which the wheels are chosen
CDN = f"https://cdn.jsdelivr.net/pyodide/v{PINS['pyodide']}/full/"
DEFAULT_DIR = "lite-site"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
LOCK = "static/nassau/pyodide-lock.json"      # the site's package list, beside its wheels
# nassau's requirements that only Pyodide supplies (no browser wheel on the registries)
FROM_PYODIDE = {"pandas", "jinja2"}
# what the kernel installs when it starts; loaded with nassau from the lock instead, so that
# an offline site never asks the network for them
KERNEL_BOOT = ["micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "ipython", "jedi"]
# the kernel's own wheels, shipped in its extension: stand-ins for the desktop packages
KERNEL_WHEELS = ("piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension")
# the front-end extensions the widgets need, beside the kernel's
FRONT_ENDS = ("jupyterlab-widgets", "anywidget")
# the markers of Pyodide's Python, for reading the wheels' requirements
BROWSER = {"sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
           "platform_machine": "wasm32", "python_version": PYODIDE_PYTHON,
           "python_full_version": PYODIDE_PYTHON + ".0", "implementation_name": "cpython",
           "platform_python_implementation": "CPython", "extra": ""}


class LiteError(Exception):
    """A missing tool or a failed step, told in one line."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def cache_dir() -> Path:
    """Downloads kept between builds: the npm package of Pyodide and the registries' wheels."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "nassau" / "lite"


def source_tree() -> Path:
    root = Path(__file__).resolve().parents[2]
    if not (root / "pyproject.toml").is_file() or not (root / "notebooks").is_dir():
        raise LiteError(f"the site is built from nassau's source tree (with pyproject.toml and notebooks/), "
                        f"not found at {root}")
    return root


def check_tools(offline: bool = False) -> None:
    """One line naming what to install, for the first tool missing."""
    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            have = None
        if have != PINS[name]:
            found = f"found {have}" if have else "not installed"
            raise LiteError(f"building the site needs {name}=={PINS[name]} ({found}), which comes with {extra_hint('lite')}")
    try:
        metadata.version("jupyter_server")
    except metadata.PackageNotFoundError:
        raise LiteError(f"adding the notebooks to the site needs jupyter_server, which comes with {extra_hint('lite')}") from None
    if shutil.which("npm") is None:
        raise LiteError(f"building the site needs npm, which fetches Pyodide {PINS['pyodide']} "
                        "from the npm registry (apt-get install npm)")


def run(command, what, cwd=None) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        raise LiteError(f"{what} failed: {tail[0]}")


def pyodide_core() -> Path:
    """The npm package pyodide@PINS['pyodide'], unpacked once into the cache: the runtime and
    its lock file (none of the packages' wheels)."""
    folder = cache_dir() / f"pyodide-{PINS['pyodide']}"
    if (folder / "pyodide-lock.json").is_file():
        return folder
    with tempfile.TemporaryDirectory() as tmp:
        run(["npm", "pack", f"pyodide@{PINS['pyodide']}", "--silent"], "npm pack pyodide", cwd=tmp)
        (tgz,) = Path(tmp).glob("pyodide-*.tgz")
        with tarfile.open(tgz) as tar:
            tar.extractall(tmp, filter="data")
        shutil.rmtree(folder, ignore_errors=True)
        folder.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(Path(tmp) / "package", folder)
    return folder


def wheel_metadata(path: Path):
    with zipfile.ZipFile(path) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = EmailParser().parsestr(z.read(name).decode("utf-8"))
        tops = sorted({n.split("/", 1)[0].removesuffix(".py") for n in z.namelist()
                       if not n.split("/", 1)[0].endswith((".dist-info", ".data")) and
                       (n.endswith(".py") or "/" in n)})
    return meta, tops


def requirements(meta, env=BROWSER) -> list:
    """The names a wheel requires on Pyodide (no extras)."""
    from packaging.requirements import Requirement
    out = []
    for text in meta.get_all("Requires-Dist") or []:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate(env):
            out.append(canonical(req.name))
    return out


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pip_download(folder: Path, args, what: str, constraints: str = "") -> None:
    """Binary wheels by ``pip download args`` into ``folder``, once: a folder whose download
    finished (its ``.done`` mark) is kept; ``constraints``: a constraints.txt written beside them."""
    if (folder / ".done").is_file():
        return
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    if constraints:
        (folder / "constraints.txt").write_text(constraints)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--only-binary=:all:",
         "-d", str(folder), *args], what, cwd=folder)
    (folder / ".done").write_text("")


def download_wheels(roots, constraints) -> dict:
    """Pure-Python wheels of ``roots`` and what they require, for Pyodide's Python, from the
    registries (cached by their list); {canonical name: path}."""
    key = hashlib.sha256(json.dumps([sorted(roots), sorted(constraints)]).encode()).hexdigest()[:16]
    folder = cache_dir() / f"wheels-{key}"
    pins = "".join(f"{n}=={v}\n" for n, v in sorted(constraints.items()))
    pip_download(folder, ["--python-version", PYODIDE_PYTHON, "--implementation", "py", "--abi", "none",
                          "--platform", "any", "-c", "constraints.txt", *sorted(roots)], "downloading the wheels",
                 constraints=pins)
    return {canonical(wheel_metadata(p)[0]["Name"]): p for p in sorted(folder.glob("*.whl"))}


def nassau_wheel(root: Path, into: Path) -> Path:
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
         "-w", str(into), str(root)], "building nassau's wheel")
    return next(into.glob("nassau-*.whl"))


def entry(path: Path, file_name: str, depends) -> dict:
    meta, tops = wheel_metadata(path)
    return {"name": meta["Name"], "version": meta["Version"], "file_name": file_name, "install_dir": "site",
            "sha256": sha256(path), "package_type": "package", "imports": tops, "depends": sorted(depends),
            "unvendored_tests": False}


def closure(names, depends_of) -> list:
    seen, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(depends_of(name))
    return sorted(seen)


def write_lock(site: Path, core: Path, nassau: Path, offline: bool) -> list:
    """The site's Pyodide lock file and its wheels; returns the packages the kernel preloads."""
    base = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = base["packages"]
    nassau_meta, _ = wheel_metadata(nassau)
    needs = [n for n in requirements(nassau_meta) if n not in FROM_PYODIDE]
    kernel = {canonical(wheel_metadata(p)[0]["Name"]): p for p in sorted((site / KERNEL_EXTENSION).glob("*.whl"))}
    # the registries' wheels at the versions Pyodide's list has, where it has them
    pure = {n: p["version"] for n, p in packages.items() if p["file_name"].endswith("-none-any.whl")}
    roots = set(needs) | ({n for n in KERNEL_BOOT if n not in kernel} if offline else set())
    wheels = download_wheels(roots, pure)

    def depends(name):
        if name in kernel:
            return [d for d in requirements(wheel_metadata(kernel[name])[0]) if d in kernel or d in wheels or d in packages]
        if name in wheels and (offline or name in needs or name not in packages):
            return [d for d in requirements(wheel_metadata(wheels[name])[0])]
        return [canonical(d) for d in packages[name]["depends"]] if name in packages else []

    folder = site / Path(LOCK).parent
    folder.mkdir(parents=True, exist_ok=True)
    up = "../" * Path(LOCK).parent.as_posix().count("/") + "../"       # from the lock's folder to the site
    out = {}
    for name, pkg in packages.items():
        # a package the site does not carry: from the CDN, or (offline) left out of reach
        out[name] = dict(pkg, file_name=pkg["file_name"] if offline else CDN + pkg["file_name"])
    wanted = closure(["nassau", *(n for n in KERNEL_BOOT)], lambda n: needs if n == "nassau" else depends(n))
    for name in wanted:
        if name == "nassau":
            continue
        if name in kernel:
            out[name] = entry(kernel[name], up + KERNEL_EXTENSION + "/" + kernel[name].name, depends(name))
        elif name in wheels and (offline or name in needs or name not in packages):
            shutil.copy2(wheels[name], folder / wheels[name].name)
            out[name] = entry(wheels[name], wheels[name].name, depends(name))
        elif name not in packages:
            raise LiteError(f"{name} has no pure-Python wheel and is not in Pyodide {PINS['pyodide']}'s packages")
    shutil.copy2(nassau, folder / nassau.name)
    out["nassau"] = entry(nassau, nassau.name, needs + ([] if offline else sorted(FROM_PYODIDE)))
    lock = {"info": base["info"], "packages": dict(sorted(out.items()))}
    (site / LOCK).write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return ["nassau", *KERNEL_BOOT]


def configure(site: Path, preload, offline: bool) -> None:
    """Point the kernel at the site's lock file (and, offline, at the site's Pyodide)."""
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    settings = config.setdefault("jupyter-config-data", {}).setdefault("litePluginSettings", {})
    kernel = settings.setdefault(KERNEL_PLUGIN, {})
    kernel["loadPyodideOptions"] = {"lockFileURL": "./" + LOCK, "packages": list(preload)}
    if offline:
        kernel["pyodideUrl"] = "./static/pyodide/pyodide.mjs"
        kernel["disablePyPIFallback"] = True
    path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def stage_contents(root: Path, into: Path) -> None:
    """The tutorials (with their pictures and data) and each game's "Play" notebook."""
    into.mkdir(parents=True)
    for notebook in sorted((root / "notebooks").glob("*.ipynb")):
        shutil.copy2(notebook, into / notebook.name)
    for folder in ("images", "data"):
        if (root / "notebooks" / folder).is_dir():
            shutil.copytree(root / "notebooks" / folder, into / folder)
    write_play_notebooks(into)


def front_end_wheels() -> list:
    """The wheels of the widgets' front-end extensions and the kernel's, for the site."""
    names = [*FRONT_ENDS, "jupyterlite-pyodide-kernel"]
    constraints = {"jupyterlite-pyodide-kernel": PINS["jupyterlite-pyodide-kernel"]}
    for name in FRONT_ENDS:
        try:
            constraints[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pass
    key = "-".join(f"{n}{v}" for n, v in sorted(constraints.items()))
    folder = cache_dir() / "front-ends" / key
    pip_download(folder, ["--no-deps", *(f"{n}=={constraints[n]}" if n in constraints else n for n in names)],
                 "downloading the front-end extensions")
    return sorted(str(p) for p in folder.glob("*.whl"))


def build(out, offline: bool = False, log=print) -> dict:
    """Build the site into ``out`` (replaced if it holds an earlier site); returns its figures."""
    check_tools(offline)
    root = source_tree()
    out = Path(out).resolve()
    if out.exists() and not (out / "jupyter-lite.json").is_file() and any(out.iterdir()):
        raise LiteError(f"{out}: not empty and not a JupyterLite site; give an empty or new folder")
    start = time.perf_counter()
    core = pyodide_core()
    with tempfile.TemporaryDirectory(prefix="nassau-lite-") as tmp:
        tmp = Path(tmp)
        stage_contents(root, tmp / "files")
        log("building nassau's wheel")
        wheel = nassau_wheel(root, tmp / "dist")
        config = {"LiteBuildConfig": {"ignore_sys_prefix": True, "federated_extensions": front_end_wheels(),
                                      "contents": [str(tmp / "files")], "output_dir": str(tmp / "site"),
                                      "no_sourcemaps": True, "apps": ["lab", "notebooks", "tree"]}}
        (tmp / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1))
        log("building the JupyterLite site")
        run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(tmp)], "jupyter lite build", cwd=tmp)
        site = tmp / "site"
        log("writing the package list" + (" and copying Pyodide" if offline else ""))
        preload = write_lock(site, core, wheel, offline)
        if offline:
            shutil.copytree(core, site / "static" / "pyodide",
                            ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.html", "README.md", "package.json"))
        configure(site, preload, offline)
        shutil.rmtree(out, ignore_errors=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(site, out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    return {"dir": out, "bytes": size, "seconds": time.perf_counter() - start, "offline": offline}
