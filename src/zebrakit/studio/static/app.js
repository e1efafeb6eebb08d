// zebrakit studio: Write, Play, Generate and Share, on top of the studio's JSON API.
// Plain JavaScript (no build step). Every request carries its puzzle; nothing is kept on the server.

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
};

// ------------------------------------------------------------------ examples
const EXAMPLES = {
  garden: `Four neighbours live in four houses in a row, numbered 1 to 4 from left to right.
Each has a different flower: roses, tulips, daisies, lilies.
Each keeps a different pet: cat, dog, fish, bird.

1. The person with roses lives in the first house.
2. The cat owner lives directly to the right of the person with roses.
3. The person with tulips keeps a fish.
4. The dog owner lives in the third house.
5. The person with daisies lives next to the dog owner.
6. The bird owner does not grow lilies.

Who keeps the fish?`,
  fish: `zebrakit: 1
title: The fish puzzle
categories:
  nationality: [Dane, Brit, Swede, Norwegian, German]
  colour: [yellow, red, white, green, blue]
  animal: [horse, cat, bird, fish, dog]
  beverage: [water, tea, milk, coffee, root beer]
  cigar: [Pall Mall, Prince, Blue Master, Dunhill, Blends]
clues:
  - Brit == red
  - Swede == dog
  - Dane == tea
  - green + 1 == white
  - green == coffee
  - Pall Mall == bird
  - yellow == Dunhill
  - milk == 3
  - Norwegian == 1
  - abs(Blends - cat) == 1
  - abs(horse - Dunhill) == 1
  - Blue Master == root beer
  - German == Prince
  - abs(Norwegian - blue) == 1
  - abs(Blends - water) == 1
questions:
  - text: Who owns the fish?
    ask: nationality
    about: fish
`,
  open: `zebrakit: 1
title: Not quite there
categories:
  name: [Ann, Bob, Cy]
  drink: [tea, milk, soda]
  pet: [cat, dog, fish]
clues:
  - Ann == 1
  - tea + 1 == milk
  - Bob == dog
  - abs(cat - Ann) == 1
`,
  broken: `zebrakit: 1
title: Something is off
categories:
  name: [Ann, Bob, Cy]
  drink: [tea, milk, soda]
clues:
  - Ann == 1
  - Ann == tea
  - tea == 2
  - Bob == milk
`,
};

// ------------------------------------------------------------------ API
const controllers = {};
async function api(job, payload, channel = job) {
  // POST to /api/<job>; a newer request on the same channel aborts the older one (and its work).
  if (controllers[channel]) controllers[channel].abort();
  const controller = new AbortController();
  controllers[channel] = controller;
  let response;
  try {
    response = await fetch(`/api/${job}`, {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload), signal: controller.signal,
    });
  } catch (error) {
    if (error.name === "AbortError") return { aborted: true };
    return { error: "The studio server cannot be reached. Is `zebrakit studio` still running?" };
  } finally {
    if (controllers[channel] === controller) delete controllers[channel];
  }
  let data;
  try { data = await response.json(); } catch { data = { error: `The server answered ${response.status}.` }; }
  return data;
}

// ------------------------------------------------------------------ tabs
const TABS = ["write", "play", "generate", "share"];
function showTab(name, focus = false) {
  for (const tab of TABS) {
    const button = $(`tab-${tab}`);
    const selected = tab === name;
    button.setAttribute("aria-selected", selected ? "true" : "false");
    button.tabIndex = selected ? 0 : -1;
    $(tab).hidden = !selected;
  }
  if (focus) $(`tab-${name}`).focus();
  if (name === "share") renderShare();
  if (name === "play") play.resume(); else play.pause();
}
for (const tab of TABS) $(`tab-${tab}`).addEventListener("click", () => showTab(tab));
document.querySelector(".tabs").addEventListener("keydown", (event) => {
  const index = TABS.findIndex((t) => $(`tab-${t}`).getAttribute("aria-selected") === "true");
  if (event.key === "ArrowRight") showTab(TABS[(index + 1) % TABS.length], true);
  else if (event.key === "ArrowLeft") showTab(TABS[(index + TABS.length - 1) % TABS.length], true);
});

// ------------------------------------------------------------------ Write
const write = { last: null, timer: null };
const source = $("source");

function scheduleAnalyze() {
  clearTimeout(write.timer);
  write.timer = setTimeout(analyze, 450);
}
source.addEventListener("input", scheduleAnalyze);
$("example").addEventListener("change", (event) => {
  const text = EXAMPLES[event.target.value];
  if (text) { setSource(text); event.target.value = ""; }
});

function setSource(text) {
  source.value = text;
  analyze();
}

async function analyze() {
  const text = source.value;
  if (!text.trim()) {
    write.last = null;
    $("status").replaceChildren(el("p", { class: "muted", text: "Write or paste a puzzle, or load an example." }));
    $("diagnostics").hidden = $("reading").hidden = true;
    return;
  }
  $("status").replaceChildren(el("div", { class: "headline" }, el("span", { class: "spinner", "aria-hidden": "true" }), "Reading and checking…"));
  const data = await api("analyze", { text });
  if (data.aborted) return;
  if (data.error) {
    write.last = null;
    $("status").replaceChildren(el("div", { class: "headline" }, el("span", { class: "badge bad", text: "Cannot read" })),
      el("p", { class: "error", text: data.error }));
    $("diagnostics").hidden = $("reading").hidden = true;
    return;
  }
  write.last = { text, ...data };
  renderStatus(data);
  renderDiagnostics(data);
  renderReading(data);
}

function renderStatus(data) {
  const d = data.diagnosis;
  const kind = { unique: "ok", several: "warn", contradiction: "bad", unknown: "warn" }[d.status];
  const label = { unique: "Unique", several: "Not unique", contradiction: "Contradiction", unknown: "Undetermined" }[d.status];
  const r = data.reading;
  const head = el("div", { class: "headline" }, el("span", { class: `badge ${kind}`, text: label }), d.headline.replace(/ \((easy|medium|hard)\)$/, ""));
  if (d.level) head.append(el("span", { class: "badge grade", text: `grade: ${d.level}` }));
  const facts = `${r.title || "Untitled"} · ${r.size} ${r.axis ? "people" : "houses"} × ${r.categories.length} categories · ${r.clues.length} clues · checked in ${d.seconds} s`;
  const parts = [head, el("div", { class: "muted small", text: facts })];
  if (d.gave_up.length) parts.push(el("div", { class: "muted small", text: `The time limit stopped: ${d.gave_up.join(", ")}.` }));
  $("status").replaceChildren(...parts);
}

function applyButton(yaml, label = "Apply") {
  return el("button", { class: "secondary", text: label, onclick: () => setSource(yaml) });
}

function renderDiagnostics(data) {
  const d = data.diagnosis;
  const box = $("diagnostics");
  const parts = [];
  if (d.status === "contradiction") {
    parts.push(el("h3", { text: "Why there is no solution" }));
    parts.push(el("p", { text: `These clues cannot all hold together: ${d.conflict.join(", ")} (highlighted below).` }));
    if (d.repairs.length) {
      const single = d.repairs[0].clues.length === 1;
      parts.push(el("p", { class: "label", text: single ? "Repairs, best first" : "No single clue can be fixed alone; pairs to remove, best first" }));
      parts.push(el("ul", { class: "fixes" }, d.repairs.map((r, i) =>
        el("li", {}, el("span", { text: r.text[0].toUpperCase() + r.text.slice(1) }), applyButton(data.fixes.repairs[i])))));
    }
  } else if (d.status === "several" && d.extra_clues) {
    const extra = d.extra_clues;
    parts.push(el("h3", { text: "To make the solution unique" }));
    const how = extra.minimal ? `The fewest clues to add: ${extra.clues.length}.` : `Best found: ${extra.clues.length} clues (not proved the fewest).`;
    parts.push(el("p", { text: how }));
    parts.push(el("ul", { class: "fixes" }, extra.clues.map((c) =>
      el("li", {}, el("span", {}, c.english, " ", el("code", { text: c.notation }))))));
    if (data.fixes.extra) parts.push(applyButton(data.fixes.extra, extra.clues.length === 1 ? "Add this clue" : "Add these clues"));
    if (d.differences && d.differences.length) {
      const cells = d.differences.slice(0, 6).map((x) => `house ${x.position} ${x.category}: ${x.first} / ${x.second}`);
      parts.push(el("p", { class: "muted small", text: `Two solutions differ at ${cells.join("; ")}${d.differences.length > 6 ? "; …" : ""}.` }));
    }
  } else if (d.status === "unique") {
    const redundant = d.clues.filter((c) => c.redundant).map((c) => c.number);
    parts.push(el("h3", { text: "Clues" }));
    parts.push(el("p", { text: redundant.length ? `Redundant (each can go alone and the solution stays unique): ${redundant.join(", ")}.` : "No clue is redundant: each one is needed." }));
  }
  box.replaceChildren(...parts);
  box.hidden = parts.length === 0;
}

function effectText(effect, diagnosis) {
  if (!effect) return "";
  if (effect.solutions_without === null) return "not determined in time";
  if (effect.solutions_without === 1) {
    const grade = effect.level_without && effect.level_without !== diagnosis.level ? ` · grade ${effect.level_without}` : "";
    return `redundant${grade}`;
  }
  const n = effect.solutions_without >= 100 ? "100+" : effect.solutions_without;
  return `${n} solutions`;
}

function renderReading(data) {
  const r = data.reading, d = data.diagnosis;
  const effects = Object.fromEntries(d.clues.map((c) => [c.number, c]));
  const conflict = new Set(d.conflict);
  const rows = r.clues.map((c) => el("tr", { class: conflict.has(c.number) ? "conflict" : "" },
    el("td", { class: "n", text: String(c.number) }),
    el("td", {}, c.text ? el("span", { class: "src", text: c.text }) : null, el("code", { text: c.notation }),
      el("span", { class: "en", text: c.english })),
    el("td", { class: "effect", text: effectText(effects[c.number], d) })));
  const parts = [el("h3", { text: "What zebrakit read" })];
  parts.push(el("p", { class: "muted small", text: r.categories.map((c) => `${c.name}: ${c.values.join(", ")}`).join(" · ") }));
  if (r.notes.length) parts.push(el("ul", { class: "notes" }, r.notes.map((n) => el("li", { text: n }))));
  parts.push(el("table", { class: "clue-table" },
    el("thead", {}, el("tr", {}, el("th", { text: "#" }), el("th", { text: "Clue (notation, English)" }), el("th", { text: "Without it" }))),
    el("tbody", {}, rows)));
  if (r.questions.length) parts.push(el("p", { class: "muted small", text: `Question: ${r.questions.join(" ")}` }));
  $("reading").replaceChildren(...parts);
  $("reading").hidden = false;
}

// exports
function download(name, text, type) {
  const link = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
}
function slug() {
  const title = (write.last && write.last.reading.title) || "puzzle";
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "puzzle";
}
for (const button of document.querySelectorAll("[data-export]")) {
  button.addEventListener("click", () => {
    if (!write.last) return flash("Nothing to export yet: the puzzle must read first.");
    const kind = button.dataset.export;
    const text = write.last.exports[kind];
    if (!text) return flash("The English writer cannot word this puzzle; export YAML instead.");
    const ext = { yaml: "yaml", json: "json", english: "txt" }[kind];
    download(`${slug()}.${ext}`, text, kind === "json" ? "application/json" : "text/plain");
  });
}
$("print-btn").addEventListener("click", () => {
  if (!write.last) return;
  const r = write.last.reading;
  const grid = buildGrid(gridCategories(r), null);
  $("print").replaceChildren(el("h1", { text: r.title || "Logic puzzle" }),
    el("ol", {}, r.clues.map((c) => el("li", { text: c.text || c.english }))),
    r.questions.length ? el("p", { text: r.questions.join(" ") }) : null, grid);
  window.print();
});
function flash(text) {
  $("status").prepend(el("p", { class: "error", text }));
}
$("play-this").addEventListener("click", () => startPlay(source.value));

// form builder
function builderCategories() {
  const cats = [];
  for (const line of $("b-cats").value.split("\n")) {
    const [name, values] = line.split(":");
    if (name && values) cats.push({ name: name.trim(), values: values.split(",").map((v) => v.trim()).filter(Boolean) });
  }
  return cats;
}
function refreshBuilderValues() {
  const prefix = $("b-clue").value.replace(/[A-Za-z][\w ]*$/, "");
  const names = builderCategories().flatMap((c) => c.values);
  $("b-values").replaceChildren(...names.map((v) => el("option", { value: `${prefix}${v}` })));
}
$("b-cats").addEventListener("input", refreshBuilderValues);
$("b-clue").addEventListener("input", refreshBuilderValues);
const builderClues = [];
function renderBuilderClues() {
  $("b-list").replaceChildren(...builderClues.map((c, i) => el("li", {}, c, " ",
    el("button", { class: "secondary", text: "×", "aria-label": `Remove clue ${i + 1}`, onclick: () => { builderClues.splice(i, 1); renderBuilderClues(); } }))));
}
$("b-add").addEventListener("click", () => {
  const clue = $("b-clue").value.trim();
  if (!clue) return;
  builderClues.push(clue);
  $("b-clue").value = "";
  renderBuilderClues();
  $("b-clue").focus();
});
$("b-clue").addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); $("b-add").click(); } });
$("b-use").addEventListener("click", () => {
  const quote = (s) => JSON.stringify(s);
  const lines = ["zebrakit: 1", "categories:"];
  for (const c of builderCategories()) lines.push(`  ${quote(c.name)}: [${c.values.map(quote).join(", ")}]`);
  lines.push("clues:", ...builderClues.map((c) => `  - ${quote(c)}`));
  setSource(lines.join("\n") + "\n");
});
refreshBuilderValues();

// ------------------------------------------------------------------ the logic grid
function gridCategories(reading) {
  // Categories of the grid: the positions (as "#") first unless an axis category already is them.
  const cats = reading.categories.map((c) => ({ name: c.name, label: c.name, values: c.values }));
  if (reading.axis) {
    const axis = cats.findIndex((c) => c.name === reading.axis);
    return [cats[axis], ...cats.filter((_, i) => i !== axis)];
  }
  const positions = reading.positions.map((_, i) => String(i + 1));
  return [{ name: "#", label: "house", values: positions, shown: reading.positions.map((_, i) => String(i + 1)) }, ...cats];
}

function pairKey(ga, va, gb, vb) {
  return ga < gb ? `${ga}:${va}|${gb}:${vb}` : `${gb}:${vb}|${ga}:${va}`;
}

function buildGrid(cats, onCell) {
  // The classic staircase: columns are categories 1..k-1; rows are 0, k-1, k-2, ..., 2.
  const k = cats.length, n = cats[0].values.length;
  const cols = cats.slice(1).map((_, j) => j + 1);
  const rowGroups = [0, ...cats.slice(2).map((_, i) => k - 1 - i)];
  const table = el("table", { class: "grid", role: "grid", "aria-label": "Logic grid" });
  const head1 = el("tr", {}, el("th", { colspan: 2 }));
  const head2 = el("tr", {}, el("th", { colspan: 2 }));
  for (const g of cols) {
    head1.append(el("th", { class: "group", colspan: n, text: cats[g].label, scope: "colgroup" }));
    for (const v of cats[g].values) head2.append(el("th", { class: "colv", scope: "col" }, el("span", { text: v })));
  }
  const body = el("tbody");
  let r = 0;
  rowGroups.forEach((g, i) => {
    cats[g].values.forEach((v, vi) => {
      const tr = el("tr");
      if (vi === 0) tr.append(el("th", { class: "group rowg", rowspan: n, scope: "rowgroup" }, el("span", { text: cats[g].label })));
      tr.append(el("th", { class: "rowv", scope: "row", text: v }));
      let c = 0;
      cols.forEach((h, j) => {
        const open = j < k - 1 - i;
        cats[h].values.forEach((w, wi) => {
          const td = el("td", { class: open ? `${wi === n - 1 ? "gap-r" : ""} ${vi === n - 1 ? "gap-b" : ""}` : "void" });
          if (open) {
            const key = pairKey(g, v, h, w);
            const cell = el("button", { class: "cell", "data-key": key, "data-r": r, "data-c": c, tabindex: -1,
              "aria-label": `${cats[g].label} ${v} and ${cats[h].label} ${w}: empty` });
            if (onCell) cell.addEventListener("click", () => onCell(key, cell));
            td.append(cell);
          }
          tr.append(td);
          c += 1;
        });
      });
      body.append(tr);
      r += 1;
    });
  });
  table.append(el("thead", {}, head1, head2), body);
  return table;
}

// ------------------------------------------------------------------ Play
const play = {
  text: null, reading: null, solution: null, cats: null, marks: {}, history: [], future: [],
  elapsed: 0, started: null, ticking: null, done: new Set(), finished: false, hintLevel: 0,
  storageKey() { return `zebrakit-studio:${hash(this.text)}`; },
  save() {
    if (!this.text) return;
    try {
      localStorage.setItem(this.storageKey(), JSON.stringify({ marks: this.marks, elapsed: this.time(), done: [...this.done], finished: this.finished }));
    } catch { /* storage full or off: play on without it */ }
  },
  load() {
    try { return JSON.parse(localStorage.getItem(this.storageKey()) || "null"); } catch { return null; }
  },
  time() { return this.elapsed + (this.started ? (Date.now() - this.started) / 1000 : 0); },
  resume() {
    if (!this.text || this.finished || this.started) return;
    this.started = Date.now();
    this.ticking = setInterval(() => { renderTimer(); this.save(); }, 1000);
  },
  pause() {
    if (!this.started) return;
    this.elapsed = this.time();
    this.started = null;
    clearInterval(this.ticking);
    this.save();
  },
};

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619); }
  return (h >>> 0).toString(36);
}

function renderTimer() {
  const t = Math.floor(play.time());
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = t % 60;
  $("timer").textContent = h ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}` : `${m}:${String(s).padStart(2, "0")}`;
}

async function startPlay(text) {
  if (!text.trim()) return message("Write or paste a puzzle first.", "bad");
  showTab("play");
  message("Loading…", "info");
  const data = await api("solve", { text }, "play");
  if (data.aborted) return;
  if (data.error) return message(data.error, "bad");
  play.pause();
  Object.assign(play, { text, reading: data.reading, solution: data.solution, history: [], future: [], hintLevel: 0 });
  play.cats = gridCategories(data.reading);
  const saved = play.load();
  play.marks = (saved && saved.marks) || {};
  play.elapsed = (saved && saved.elapsed) || 0;
  play.done = new Set((saved && saved.done) || []);
  play.finished = Boolean(saved && saved.finished);
  $("play-title").textContent = data.reading.title || "Logic puzzle";
  const grid = buildGrid(play.cats, (key) => cycle(key));
  $("grid-wrap").replaceChildren(grid);
  grid.addEventListener("keydown", gridKeys);
  const first = grid.querySelector(".cell");
  if (first) first.tabIndex = 0;
  $("play-clues").replaceChildren(...data.reading.clues.map((c) => {
    const item = el("li", { tabindex: 0, text: c.text || c.english, class: play.done.has(c.number) ? "done" : "" });
    const toggle = () => { item.classList.toggle("done"); item.classList.contains("done") ? play.done.add(c.number) : play.done.delete(c.number); play.save(); };
    item.addEventListener("click", toggle);
    item.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    return item;
  }));
  if (data.reading.questions.length) $("play-clues").append(el("li", { class: "muted", text: data.reading.questions.join(" ") }));
  renderMarks();
  renderTimer();
  message(play.finished ? "Solved. Clear to play again." : "", play.finished ? "ok" : "info");
  if ($("play").hidden === false) play.resume();
}

function message(text, kind = "info") {
  const box = $("play-message");
  box.className = `message ${kind}`;
  box.textContent = text;
}

function truth(key) {
  // True when the two values of a cell sit at the same position in the solution.
  const [a, b] = key.split("|").map((side) => { const i = side.indexOf(":"); return [Number(side.slice(0, i)), side.slice(i + 1)]; });
  return position(a) === position(b);
}
function position([g, value]) {
  const cat = play.cats[g];
  if (cat.name === "#") return Number(value);
  return play.solution[cat.name].indexOf(value) + 1;
}

function setMarks(changes) {
  // Apply [key, newValue] pairs as one undoable action; value: 0 empty, 1 no, 2 yes, 3 auto no.
  const action = [];
  for (const [key, to] of changes) {
    const from = play.marks[key] || 0;
    if (from !== to) action.push([key, from, to]);
  }
  if (!action.length) return;
  for (const [key, , to] of action) if (to) play.marks[key] = to; else delete play.marks[key];
  play.history.push(action);
  play.future = [];
  afterChange();
}

function afterChange() {
  for (const cell of document.querySelectorAll(".cell.wrong")) cell.classList.remove("wrong");
  renderMarks();
  play.save();
  if (!play.finished && solved()) {
    play.finished = true;
    play.pause();
    play.save();
    message(`Solved in ${$("timer").textContent}. Well done!`, "ok");
  }
}

function cycle(key) {
  const now = play.marks[key] || 0;
  const next = now === 0 ? 1 : now === 2 ? 0 : 2;
  mark(key, next);
}

function mark(key, value) {
  if (play.finished || !play.text) return;
  const changes = [[key, value]];
  if (value === 2 && $("auto").checked) changes.push(...crossOuts(key));
  if (value !== 2 && (play.marks[key] || 0) === 2) changes.push(...undoCrossOuts(key));
  setMarks(changes);
}

function sameSubgrid(key) {
  // The other cells of the row and the column of this cell's sub-grid.
  const [a, b] = key.split("|");
  const [ga, va] = [a.slice(0, a.indexOf(":")), a.slice(a.indexOf(":") + 1)];
  const [gb, vb] = [b.slice(0, b.indexOf(":")), b.slice(b.indexOf(":") + 1)];
  const keys = [];
  for (const w of play.cats[gb].values) if (w !== vb) keys.push(`${ga}:${va}|${gb}:${w}`);
  for (const w of play.cats[ga].values) if (w !== va) keys.push(`${ga}:${w}|${gb}:${vb}`);
  return keys;
}
function crossOuts(key) {
  return sameSubgrid(key).filter((k) => !play.marks[k]).map((k) => [k, 3]);
}
function undoCrossOuts(key) {
  // Auto marks left by this yes that no other yes in the sub-grid still explains.
  const others = new Set();
  for (const k of sameSubgrid(key)) if (play.marks[k] === 2) for (const j of sameSubgrid(k)) others.add(j);
  return sameSubgrid(key).filter((k) => play.marks[k] === 3 && !others.has(k)).map((k) => [k, 0]);
}

function renderMarks() {
  for (const cell of document.querySelectorAll("#grid-wrap .cell")) {
    const value = play.marks[cell.dataset.key] || 0;
    cell.classList.toggle("no", value === 1 || value === 3);
    cell.classList.toggle("auto", value === 3);
    cell.classList.toggle("yes", value === 2);
    const words = ["empty", "no", "yes", "no (crossed out automatically)"][value];
    cell.setAttribute("aria-label", cell.getAttribute("aria-label").replace(/: [^:]*$/, `: ${words}`));
  }
  $("undo").disabled = !play.history.length;
  $("redo").disabled = !play.future.length;
}

function solved() {
  const cells = document.querySelectorAll("#grid-wrap .cell");
  if (!cells.length) return false;
  for (const cell of cells) {
    const value = play.marks[cell.dataset.key] || 0;
    if (truth(cell.dataset.key) ? value !== 2 : value === 2) return false;
  }
  return true;
}

function undo() {
  const action = play.history.pop();
  if (!action) return;
  for (const [key, from] of action) if (from) play.marks[key] = from; else delete play.marks[key];
  play.future.push(action);
  afterChange();
}
function redo() {
  const action = play.future.pop();
  if (!action) return;
  for (const [key, , to] of action) if (to) play.marks[key] = to; else delete play.marks[key];
  play.history.push(action);
  afterChange();
}
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
document.addEventListener("keydown", (event) => {
  if ($("play").hidden || !(event.ctrlKey || event.metaKey)) return;
  if (event.key === "z" && !event.shiftKey) { event.preventDefault(); undo(); }
  else if (event.key === "y" || (event.key === "z" && event.shiftKey)) { event.preventDefault(); redo(); }
});

function wrongKeys() {
  return Object.entries(play.marks).filter(([key, value]) => (value === 2) !== truth(key)).map(([key]) => key);
}
function showWrong(keys) {
  for (const key of keys) {
    const cell = document.querySelector(`#grid-wrap .cell[data-key="${CSS.escape(key)}"]`);
    if (cell) cell.classList.add("wrong");
  }
}
function check() {
  if (!play.text) return;
  const wrong = wrongKeys();
  showWrong(wrong);
  const marked = Object.keys(play.marks).length;
  if (!marked) message("No marks yet: click a cell to mark it.", "info");
  else if (wrong.length) message(`${wrong.length} mark${wrong.length > 1 ? "s are" : " is"} wrong (in red).`, "bad");
  else message(`All ${marked} marks are right so far.`, "ok");
}
$("check").addEventListener("click", check);

function marksForApi() {
  return Object.entries(play.marks).map(([key, value]) => {
    const [a, b] = key.split("|").map((side) => {
      const i = side.indexOf(":");
      return [play.cats[Number(side.slice(0, i))].name, side.slice(i + 1)];
    });
    return { a, b, holds: value === 2 };
  });
}

const LADDER = ["nudge", "hint", "check"];
$("hint").addEventListener("click", async () => {
  if (!play.text || play.finished) return;
  const level = LADDER[Math.min(play.hintLevel, LADDER.length - 1)];
  message("Thinking…", "info");
  const data = await api("hint", { text: play.text, marks: marksForApi(), level }, "hint");
  if (data.aborted) return;
  if (data.error) return message(data.error, "bad");
  const keys = Object.keys(play.marks);
  const wrong = data.wrong.map((i) => pairKey(...keyParts(keys[i])));
  if (!data.available) {
    showWrong(wrong);
    return message(`${data.message} ${wrong.length ? `${wrong.length} wrong mark${wrong.length > 1 ? "s" : ""} (in red).` : "No mark is wrong so far."}`, wrong.length ? "bad" : "info");
  }
  play.hintLevel += 1;
  const hint = data.hint || {};
  if (wrong.length) showWrong(wrong);
  message(hint.text || hint.message || JSON.stringify(hint), "info");
});
$("steps").addEventListener("click", async () => {
  // The step-by-step explanation, where zebrakit.explain is installed.
  if (!play.text) return;
  message("Working out the steps…", "info");
  const data = await api("explain", { text: play.text }, "hint");
  if (data.aborted) return;
  if (data.error) return message(data.error, "bad");
  if (!data.available) return message(data.message, "info");
  const steps = (data.explanation && data.explanation.steps) || [];
  $("play-steps").replaceChildren(...steps.map((step) => el("li", { text: step.text || JSON.stringify(step) })));
  $("play-steps").hidden = !steps.length;
  message(`${steps.length} steps to the solution (below the grid's controls).`, "info");
});
function keyParts(key) {
  const [a, b] = key.split("|");
  const i = a.indexOf(":"), j = b.indexOf(":");
  return [Number(a.slice(0, i)), a.slice(i + 1), Number(b.slice(0, j)), b.slice(j + 1)];
}

$("reveal").addEventListener("click", () => {
  if (!play.text || play.finished) return;
  if (!window.confirm("Reveal the whole solution?")) return;
  const changes = [];
  for (const cell of document.querySelectorAll("#grid-wrap .cell")) changes.push([cell.dataset.key, truth(cell.dataset.key) ? 2 : 3]);
  play.finished = true;  // shown, not solved: no congratulations
  setMarks(changes);
  play.pause();
  play.save();
  message("Revealed: every cell of the solution is marked.", "info");
});
$("reset").addEventListener("click", () => {
  if (!play.text || !Object.keys(play.marks).length) return;
  if (!window.confirm("Clear every mark and the timer?")) return;
  setMarks(Object.keys(play.marks).map((key) => [key, 0]));
  play.pause();
  play.elapsed = 0; play.finished = false; play.history = []; play.future = []; play.hintLevel = 0;
  renderTimer(); renderMarks(); play.save(); play.resume();
  message("", "info");
});

function gridKeys(event) {
  const cell = event.target.closest(".cell");
  if (!cell) return;
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (moves[event.key]) {
    event.preventDefault();
    const [dr, dc] = moves[event.key];
    let r = Number(cell.dataset.r), c = Number(cell.dataset.c);
    for (let step = 0; step < 200; step++) {
      r += dr; c += dc;
      const next = document.querySelector(`#grid-wrap .cell[data-r="${r}"][data-c="${c}"]`);
      if (next) { cell.tabIndex = -1; next.tabIndex = 0; next.focus(); return; }
      if (r < 0 || c < 0 || r > 200 || c > 200) return;
    }
  } else if (event.key === " " || event.key === "Enter") { event.preventDefault(); cycle(cell.dataset.key); }
  else if (event.key === "x" || event.key === "X") mark(cell.dataset.key, 1);
  else if (event.key === "o" || event.key === "O" || event.key === "y") mark(cell.dataset.key, 2);
  else if (event.key === "Delete" || event.key === "Backspace") mark(cell.dataset.key, 0);
}
document.addEventListener("visibilitychange", () => {
  if (document.hidden) play.pause(); else if (!$("play").hidden) play.resume();
});

// ------------------------------------------------------------------ Generate
function fillSelect(select, values, chosen) {
  select.append(...values.map((v) => el("option", { value: v, text: v, selected: String(v) === String(chosen) })));
}
fillSelect($("g-houses"), [3, 4, 5, 6, 7, 8], 4);
fillSelect($("g-cats"), [2, 3, 4, 5, 6, 7, 8], 4);
$("g-dice").addEventListener("click", () => { $("g-seed").value = Math.floor(Math.random() * 1e6); });
async function loadThemes() {
  const data = await api("themes", {});
  if (data.error || data.aborted) return;
  $("g-theme").replaceChildren();
  fillSelect($("g-theme"), data.themes, data.default);
  fillSelect($("g-level"), data.levels, "");
}
const generated = { yaml: null };
$("gen-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  $("g-go").disabled = true;
  $("g-go").textContent = "Generating…";
  const data = await api("generate", { houses: $("g-houses").value, categories: $("g-cats").value,
    difficulty: $("g-level").value, theme: $("g-theme").value, seed: $("g-seed").value });
  $("g-go").disabled = false;
  $("g-go").textContent = "Generate";
  if (data.aborted) return;
  $("gen-result").hidden = false;
  if (data.error) {
    $("gen-title").textContent = "Could not generate";
    $("gen-text").textContent = data.error;
    generated.yaml = null;
    return;
  }
  generated.yaml = data.yaml;
  $("gen-title").textContent = `${$("g-houses").value} × ${$("g-cats").value}, ${data.level}, seed ${data.seed}`;
  $("gen-text").textContent = data.english;
});
$("gen-edit").addEventListener("click", () => { if (generated.yaml) { setSource(generated.yaml); showTab("write"); } });
$("gen-play").addEventListener("click", () => { if (generated.yaml) { source.value = generated.yaml; analyze(); startPlay(generated.yaml); } });

// ------------------------------------------------------------------ Share
async function encode(text) {
  const bytes = new TextEncoder().encode(text);
  let packed = bytes, tag = "t";
  if (window.CompressionStream) {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    packed = new Uint8Array(await new Response(stream).arrayBuffer());
    tag = "z";
  }
  let binary = "";
  for (const b of packed) binary += String.fromCharCode(b);
  return tag + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
async function decode(code) {
  const tag = code[0];
  const base = code.slice(1).replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base), (c) => c.charCodeAt(0));
  if (tag === "t") return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}
async function renderShare() {
  const text = source.value.trim() ? source.value : play.text;
  if (!text) {
    $("share-play").value = $("share-edit").value = "";
    $("share-size").textContent = "Write, generate or open a puzzle first.";
    return;
  }
  const code = await encode(text);
  const base = `${location.origin}${location.pathname}`;
  $("share-play").value = `${base}#play=${code}`;
  $("share-edit").value = `${base}#write=${code}`;
  $("share-size").textContent = `The link is ${$("share-play").value.length} characters long.`;
}
for (const button of document.querySelectorAll("[data-copy]")) {
  button.addEventListener("click", async () => {
    const input = $(button.dataset.copy);
    input.select();
    try { await navigator.clipboard.writeText(input.value); button.textContent = "Copied"; } catch { document.execCommand("copy"); button.textContent = "Copied"; }
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
}
async function openFromLink() {
  const match = location.hash.match(/^#(play|write)=(.+)$/);
  if (!match) return;
  let text;
  try { text = await decode(match[2]); } catch {
    $("status").replaceChildren(el("p", { class: "error", text: "This link's puzzle cannot be read: it may have been cut short when it was copied." }));
    return;
  }
  source.value = text;
  analyze();
  if (match[1] === "play") startPlay(text); else showTab("write");
}
window.addEventListener("hashchange", openFromLink);

loadThemes();
openFromLink();
