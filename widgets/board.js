// The Pirates of Nassau board widget (anywidget front end).
//
// Python renders the table's header, the table as SVG, the position panel and the messages, and
// owns the rules; this module only shows them, turns clicks on spaces, Navy cards and Nassau
// tiles into intents, and offers the choices: every legal action, or the few a click left open.

/** @param {HTMLElement} el @param {string} cls @param {string} [tag] */
function child(el, cls, tag = "div") {
  const node = document.createElement(tag);
  node.className = cls;
  el.appendChild(node);
  return node;
}

/** The intent a click stands for: the nearest element with a data-space/navy/tile attribute. */
function intentOf(target) {
  const hit = target.closest("[data-space],[data-navy],[data-tile]");
  if (!hit) return null;
  for (const kind of ["space", "navy", "tile"]) {
    const value = hit.getAttribute(`data-${kind}`);
    if (value !== null) return { [kind]: Number(value) };
  }
  return null;
}

/** A choice button: the notation, and for a fight its exact odds; the description as tooltip, or
 * spelled out when a click left only a few choices. */
function choiceButton(parent, [notation, label, note], spell) {
  const button = child(parent, "nassau-widget-choice", "button");
  button.type = "button";
  button.title = label;
  button.dataset.notation = notation;
  child(button, "nassau-widget-notation", "span").textContent = notation;
  if (spell) child(button, "nassau-widget-says", "span").textContent = label;
  if (note) {
    const odds = child(button, "nassau-widget-odds", "span");
    odds.textContent = note;
    odds.classList.add(note.startsWith("100 %") ? "is-sure" : note.startsWith("0 %") ? "is-hopeless" : "is-maybe");
  }
  return button;
}

function render({ model, el }) {
  const frame = child(el, "nassau-widget-frame");     // the container its layout asks for its width
  const root = child(frame, "nassau nassau-widget");      // .nassau: the theme's colours, light and dark
  const header = child(root, "nassau-header nassau-widget-header");   // the table's, drawn with the board
  const board = child(root, "nassau-widget-board");
  const side = child(root, "nassau-widget-side");
  const message = child(root, "nassau-widget-message");
  message.setAttribute("role", "status");
  const choices = child(root, "nassau-widget-choices");

  const draw = () => {
    header.innerHTML = model.get("header");
    header.hidden = model.get("header") === "";
    board.innerHTML = model.get("svg");
    side.innerHTML = model.get("position");
    root.dataset.revision = String(model.get("revision"));
  };
  const say = () => {
    message.innerHTML = model.get("message_html");
    message.classList.toggle("is-error", model.get("message_kind") === "error");
    message.hidden = model.get("message_html") === "";
  };
  const offer = () => {
    choices.replaceChildren();
    const open = model.get("choices");
    const list = open.length ? open : model.get("actions");
    choices.classList.toggle("is-narrowed", open.length > 0);
    if (list.length) child(choices, "nassau-widget-choices-label", "span").textContent = open.length ? "Choose:" : "Your choices:";
    for (const item of list) choiceButton(choices, item, open.length > 0);   // a few: spelled out
    if (open.length) {
      const back = child(choices, "nassau-widget-choice nassau-widget-cancel", "button");
      back.type = "button";
      back.textContent = "cancel";
      back.title = "put this choice away and show every legal action";
      back.dataset.cancel = "1";
    }
  };

  board.addEventListener("click", (event) => {
    const intent = intentOf(/** @type {Element} */ (event.target));
    if (intent) model.send({ intent });
  });
  choices.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button");
    if (!button) return;
    if (button.dataset.cancel) model.send({ intent: { cancel: true } });
    else if (button.dataset.notation) model.send({ intent: { action: button.dataset.notation } });
  });

  // Python sends a redraw as one message; draw once it has all landed (revision comes last).
  model.on("change:revision", draw);
  model.on("change:message_html", say);
  model.on("change:message_kind", say);
  model.on("change:choices", offer);
  model.on("change:actions", offer);
  draw();
  say();
  offer();
  return () => frame.remove();
}

export default { render };
