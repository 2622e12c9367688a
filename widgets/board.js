// The Pirates of Nassau board widget (anywidget front end).
//
// Python renders the table as SVG and owns the rules; this module only shows the SVG,
// turns clicks on spaces, Navy cards and Nassau tiles into intents, and shows the
// answer: a choice to make, or the rule that forbids the click.

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

function render({ model, el }) {
  const root = child(el, "nassau-widget");
  const board = child(root, "nassau-widget-board");
  const side = child(root, "nassau-widget-side");
  const message = child(side, "nassau-widget-message");
  message.setAttribute("role", "status");
  const choices = child(side, "nassau-widget-choices");

  const draw = () => {
    board.innerHTML = model.get("svg");
    root.dataset.revision = String(model.get("revision"));
  };
  const say = () => {
    const text = model.get("message");
    message.textContent = text;
    message.classList.toggle("is-error", model.get("message_kind") === "error");
    message.hidden = text === "";
  };
  const offer = () => {
    choices.replaceChildren();
    for (const [notation, label] of model.get("choices")) {
      const button = child(choices, "nassau-widget-choice", "button");
      button.type = "button";
      button.textContent = notation;
      button.title = label;
      button.dataset.notation = notation;
    }
  };

  board.addEventListener("click", (event) => {
    const intent = intentOf(/** @type {Element} */ (event.target));
    if (intent) model.send({ intent });
  });
  choices.addEventListener("click", (event) => {
    const button = /** @type {Element} */ (event.target).closest("button[data-notation]");
    if (button) model.send({ intent: { action: button.dataset.notation } });
  });

  model.on("change:svg", draw);
  model.on("change:revision", draw);
  model.on("change:message", say);
  model.on("change:message_kind", say);
  model.on("change:choices", offer);
  draw();
  say();
  offer();
  return () => root.remove();
}

export default { render };
