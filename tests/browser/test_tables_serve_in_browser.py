"""Shared tables in Debian's chromium (``python -m nassau tables serve``): the teacher sets a
Piratoons table on the teacher's page; two students, each in a browser context of their own
(a kernel of their own), open their join links; each places a sealed claim by clicking.
Neither page ever receives the other's claim before the reveal (every message the page's
kernel sends it is read), and both see the reveal. A student whose browser closed opens the
link again and is back at their seat as it stands. No request leaves 127.0.0.1. On SQLite,
and on PostgreSQL when a server is given.
"""

import os
import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, CHROMIUM, SKIP, launch, nassau_server

pytestmark = SKIP

KEY = "key-of-the-browser-test"
BOOT = 120_000               # a kernel's start and the page's run, on two busy cores


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def database(request, tmp_path_factory):
    """The server's database: a SQLite file, then a fresh schema on PostgreSQL when
    ``$NASSAU_TEST_POSTGRES_URL`` names a server (``.ci/run`` starts one)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('tables-db')}/tables.sqlite"
        return
    from tests.tables.conftest import ENV, SKIP as NO_POSTGRES, schema_url
    if not os.environ.get(ENV):
        pytest.skip(NO_POSTGRES)
    import sqlalchemy as sa
    admin = sa.create_engine(os.environ[ENV])
    try:
        with schema_url(admin) as url:
            yield url
    finally:
        admin.dispose()


@pytest.fixture(scope="module")
def server(tmp_path_factory, database):
    root = tmp_path_factory.mktemp("tables-serve")
    env = {k: v for k, v in os.environ.items() if k != "NASSAU_TABLES_URL"}
    with nassau_server(root, ["tables", "serve", "--teacher-key", KEY, "--database", database], env) as (url, _, log):
        yield url, log


class Student:
    """A browser context of its own; every frame its page's kernel sends is kept, and every
    request off 127.0.0.1 is blocked and noted."""

    def __init__(self, browser, name):
        self.context = browser.new_context(viewport={"width": 1300, "height": 1400})
        self.name, self.frames, self.outside = name, [], []
        self.context.route(re.compile(r"^(?!http://127\.0\.0\.1[:/]|blob:|data:).*"), self._block)
        self.page = self.context.new_page()
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _block(self, route):
        self.outside.append(route.request.url)
        route.abort()

    def _frame(self, payload):
        self.frames.append(payload if isinstance(payload, str) else payload.decode("utf-8", "replace"))

    def received(self) -> str:
        return "\n".join(self.frames)

    def click(self, words):
        self.page.locator(".nassau-seat button", has_text=words).first.click()

    def claim(self, place: str, count: int = 1) -> str:
        """Put a sailor on chest place ``place``; once the seat's panel shows the hidden claim
        grown to ``count``, its words ("A porthole-a ×2")."""
        self.click(f"chest place {place}")
        seat = self.page.locator(".nassau-seat")
        words = re.compile(rf"your hidden claim\s*({place} \S+ ×{count})")
        expect(seat).to_contain_text(words, timeout=30_000)
        return words.search(seat.inner_text()).group(1)

    def shot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"tables-{name}.png"), full_page=True, animations="disabled")


def test_two_students_seal_claims_that_neither_page_receives_before_the_reveal(server):
    url, log = server
    assert CHROMIUM
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = launch(pw)
        try:
            # the teacher sets the table on the teacher's page: two students and a bot
            teacher = Student(browser, "teacher")
            teacher.page.goto(f"{url}/nassau/teacher?key={KEY}")
            teacher.page.select_option("select[name=game]", "piratoons")
            teacher.page.fill("input[name=seats]", "Ann, Bo, Cy")
            teacher.page.fill("input[name=bots]", ", , bot")
            teacher.page.get_by_role("button", name="Set the table").click()
            links = teacher.page.locator("table.codes a.seat-link")
            expect(links).to_have_count(2)
            ann_link, bo_link = (links.nth(i).get_attribute("href") for i in range(2))
            teacher.shot("teacher-set")

            ann, bo = Student(browser, "ann"), Student(browser, "bo")
            ann.page.goto(url + ann_link, wait_until="commit", timeout=BOOT)
            bo.page.goto(url + bo_link, wait_until="commit", timeout=BOOT)
            expect(ann.page.locator(".nassau-seat-head")).to_contain_text("you are Ann", timeout=BOOT)
            expect(bo.page.locator(".nassau-seat-head")).to_contain_text("you are Bo", timeout=BOOT)
            expect(ann.page.locator(".nassau-seat-head")).to_contain_text("your turn")
            expect(bo.page.locator(".nassau-seat-head")).to_contain_text("Ann decides")

            # Ann claims the tile in chest place A twice and seals; Bo waits and sees nothing of it
            ann.claim("A")
            ann_claim = ann.claim("A", 2)
            ann.click("seal the claim")
            expect(ann.page.locator(".nassau-seat-head")).to_contain_text("Bo decides")
            # Bo's page redraws by itself: its turn now
            expect(bo.page.locator(".nassau-seat-head")).to_contain_text("your turn", timeout=30_000)
            bo_claim = bo.claim("E")
            ann.shot("ann-sealed")
            bo.shot("bo-claiming")
            # before the reveal: neither page was ever sent the other's claim
            assert ann_claim not in bo.received() and bo_claim not in ann.received()
            assert "Claims revealed" not in bo.received() + ann.received() and "Ax2" not in bo.received()
            assert "hidden" in bo.page.locator(".nassau-seat").inner_text()
            bo.click("seal the claim")

            # the reveal: each page shows its own claim revealed, and every player's sailors counted
            # again in the public table, where they read "hidden" while anyone's claim was sealed
            for student, claim in ((ann, "A ×2"), (bo, "E ×1")):
                seat = student.page.locator(".nassau-seat")
                expect(seat).to_contain_text(re.compile(r"your revealed claims\s*" + claim), timeout=30_000)
                for name in ("Ann", "Bo", "Cy"):             # the players' table: sailors left is its third cell
                    row = seat.locator("tr", has_text="■ " + name).last
                    expect(row.locator("td").nth(2)).to_have_text(re.compile(r"^\d+$"))
                expect(student.page.locator(".nassau-seat-log")).to_contain_text("Claims revealed: Ann Ax2; Bo E")
            ann.shot("ann-revealed")
            bo.shot("bo-revealed")

            # Bo's browser closes (and with it the page's kernel); the link opens the seat again, as it stands
            version_words = bo.page.locator(".nassau-seat-head").inner_text()
            bo.context.close()
            again = Student(browser, "bo-again")
            again.page.goto(url + bo_link, wait_until="commit", timeout=BOOT)
            expect(again.page.locator(".nassau-seat-head")).to_have_text(version_words, timeout=BOOT)
            expect(again.page.locator(".nassau-seat")).to_contain_text(re.compile(r"your revealed claims\s*E ×1"))
            assert again.outside == []
            for student in (teacher, ann, bo):
                assert student.outside == [], student.outside
        finally:
            browser.close()
