// The Merchants & Marauders map widget (anywidget front end).
//
// Python draws the table's header, the map, the position panel and the messages, and owns the
// rules; this module shows them, turns a click on a zone, a harbour, a merchant token or a ship
// into an intent, and lays out the deciding captain's choices: grouped buttons (a long group is
// a list and a button), or the few choices a click left open.

const MANY = 8;            // a group with more choices than this is a list to pick from
const CLICKABLE = "[data-piece],[data-merchant],[data-harbour],[data-zone]";   // innermost first

/** @param {HTMLElement} parent @param {string} cls @param {string} [tag] */
function add(parent, cls, tag = "div") {
  const node = document.createElement(tag);
  node.className = cls;
  parent.appendChild(node);
  return node;
}

/** The intent of a click on the map: the nearest clickable thing around the clicked element. */
function intentOf(target) {
  const hit = target.closest(CLICKABLE);
  if (!hit) return null;
  for (const kind of ["piece", "merchant", "harbour", "zone"]) {
    const value = hit.getAttribute(`data-${kind}`);
    if (value !== null) return { [kind]: value };
  }
  return null;
}

/** One choice: its notation on the button, its description as the tooltip (or spelled out),
 * and its note when Python sent one: its price, what it pays or risks, or a declaration's odds. */
function choice(parent, [notation, says, odds], spell) {
  const button = add(parent, "marauders-widget-choice", "button");
  button.type = "button";
  button.title = says;
  button.dataset.notation = notation;
  add(button, "marauders-widget-notation", "span").textContent = notation;
  if (spell) add(button, "marauders-widget-says", "span").textContent = says;
  if (odds) add(button, "marauders-widget-odds", "span").textContent = odds;
  return button;
}

/** A long group: a list of its notations and a button that takes the one picked. */
function pickList(parent, name, items) {
  const select = add(parent, "marauders-widget-pick", "select");
  select.setAttribute("aria-label", name);
  for (const [notation, says, note] of items) {
    const option = add(select, "", "option");
    option.value = notation;
    option.textContent = note ? `${notation} (${note})` : notation;
    option.title = says;
  }
  const go = add(parent, "marauders-widget-choice marauders-widget-go", "button");
  go.type = "button";
  go.textContent = "take the one picked";
  go.title = `${name}: take the choice picked in the list`;
  go.dataset.pick = "1";
  return select;
}

function render({ model, el }) {
  const frame = add(el, "marauders-widget-frame");      // the container its layout asks for its width
  const root = add(frame, "nassau marauders-widget");
  const header = add(root, "nassau-header marauders-widget-header");   // the table's, drawn with the map
  const board = add(root, "marauders-widget-board");
  const side = add(root, "marauders-widget-side");
  const banner = add(root, "marauders-widget-banner");     // news that must not scroll away
  banner.setAttribute("role", "alert");
  const message = add(root, "marauders-widget-message");
  message.setAttribute("role", "status");
  const lesson = add(root, "marauders-widget-lesson");     // learn as you play: the rule behind this decision
  lesson.setAttribute("role", "note");
  const panel = add(root, "marauders-widget-panel");

  const draw = () => {
    header.innerHTML = model.get("header");
    header.hidden = model.get("header") === "";
    board.innerHTML = model.get("svg");
    side.innerHTML = model.get("position");
    side.hidden = model.get("position") === "";
    lay();
    root.dataset.revision = String(model.get("revision"));
  };
  const warn = () => {
    banner.innerHTML = model.get("banner");
    banner.hidden = model.get("banner") === "";
    if (banner.hidden) return;
    const put = add(banner, "marauders-widget-choice marauders-widget-dismiss", "button");
    put.type = "button";
    put.textContent = "got it";
    put.title = "put this away (it goes by itself when your turn after next begins)";
  };
  banner.addEventListener("click", (event) => {
    if (/** @type {HTMLElement} */ (event.target).closest(".marauders-widget-dismiss")) {
      model.send({ intent: { dismiss: true } });
    }
  });
  const teach = () => {
    lesson.innerHTML = model.get("lesson");
    lesson.hidden = model.get("lesson") === "";
    if (lesson.hidden) return;
    const row = add(lesson, "marauders-lesson-buttons");
    for (const [what, text, title] of [
      ["hide", "got it", "put this note away"],
      ["stop", "no more rule notes", "play on without a note at each new kind of decision"],
    ]) {
      const button = add(row, "marauders-widget-choice marauders-lesson-" + what, "button");
      button.type = "button";
      button.textContent = text;
      button.title = title;
      button.dataset.lesson = what;
    }
  };
  lesson.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button[data-lesson]");
    if (button) model.send({ intent: { lesson: button.dataset.lesson } });
  });
  const say = () => {
    message.innerHTML = model.get("message_html");
    message.classList.toggle("is-error", model.get("message_kind") === "error");
    message.hidden = model.get("message_html") === "";
  };
  const lay = () => {
    panel.replaceChildren();
    const [kind, title, status] = model.get("panel");
    const open = model.get("choices");
    const groups = model.get("groups");
    panel.dataset.kind = kind || "";
    panel.hidden = !open.length && !groups.length;
    if (title) add(panel, "marauders-widget-panel-title").textContent = title;
    if (status) add(panel, "marauders-widget-status").textContent = status;
    if (open.length) {                                   // a click left a few: spelled out, and cancel
      const row = add(panel, "marauders-widget-group is-narrowed");
      add(row, "marauders-widget-group-name", "span").textContent = "Choose:";
      for (const item of open) choice(row, item, true);
      const back = add(row, "marauders-widget-choice marauders-widget-cancel", "button");
      back.type = "button";
      back.textContent = "cancel";
      back.title = "put this choice away and show every choice";
      back.dataset.cancel = "1";
      return;
    }
    for (const [name, items] of groups) {
      const row = add(panel, "marauders-widget-group");
      row.dataset.group = name;
      add(row, "marauders-widget-group-name", "span").textContent = name;
      if (items.length > MANY) pickList(row, name, items);
      else for (const item of items) choice(row, item, false);
    }
    for (const [name, why] of model.get("closed")) {     // what this port action closed, and the rule
      const row = add(panel, "marauders-widget-group marauders-widget-closed");
      row.dataset.closed = name;
      add(row, "marauders-widget-group-name", "span").textContent = name;
      add(row, "marauders-widget-why", "span").textContent = `closed: ${why}`;
    }
  };

  board.addEventListener("click", (event) => {
    const intent = intentOf(/** @type {Element} */ (event.target));
    if (intent) model.send({ intent });
  });
  panel.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button");
    if (!button) return;
    if (button.dataset.cancel) model.send({ intent: { cancel: true } });
    else if (button.dataset.notation) model.send({ intent: { action: button.dataset.notation } });
    else if (button.dataset.pick) {
      const select = /** @type {HTMLSelectElement} */ (button.previousElementSibling);
      model.send({ intent: { action: select.value } });
    }
  });

  // Python sends a redraw as one message; revision changes last, so draw everything then.
  model.on("change:revision", draw);
  model.on("change:banner", warn);
  model.on("change:lesson", teach);
  model.on("change:message_html", say);
  model.on("change:message_kind", say);
  model.on("change:choices", lay);                 // a click narrowed the panel, or put the choice away
  draw();
  warn();
  teach();
  say();
  return () => frame.remove();
}

export default { render };
