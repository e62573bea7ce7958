// reckon's page: play a deal by clicking (or dragging) cards, with the solver's help through the JSON API
// (/api/deal, /api/solve, /api/hint, /api/verify). Moves are kept in the API's notation (7d:s-w2, w2-f1,
// 9c@6+5s@11), so every request replays the game from its deal, and verify reads the finished game back.
"use strict";

const $ = (id) => document.getElementById(id);
const RANK = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
const SUIT = { c: "♣", d: "♦", h: "♥", s: "♠" };

const G = {
  params: null,   // the deal and variant, as API parameters
  deal: null,     // /api/deal's answer
  moves: [],      // moves played, API notation
  line: null,     // a winning line from the deal's start (solve's notation), if any
  hint: null,     // the last /api/hint answer for the current position (best=1: the light and the perfect hint)
  selected: null, // {from: "s" | "w3" | "wA1" | column number}
  serial: 0,      // answers to older positions are dropped
};

function rankOf(card) {
  const c = card[0];
  return RANK[c] || parseInt(c, 10);
}
function rankText(card) {
  const r = rankOf(card);
  return { 1: "A", 10: "10", 11: "J", 12: "Q", 13: "K" }[r] || String(r);
}
function pretty(card) {
  return rankText(card) + (SUIT[card[card.length - 1]] || "");
}

async function api(command, params) {
  const t0 = performance.now();
  const response = await fetch("/api/" + command + "?" + new URLSearchParams(params));
  const body = await response.json();
  body._ms = performance.now() - t0;
  if (!response.ok && body.error) throw new Error(body.error);
  return body;
}

// ---------- the Calculation family's rules (doc/rules.md), enough to know what a click may do ----------
const isFourteen = () => G.params.game === "fourteen";
const isRechen = () => G.params.game === "rechenkuenstler";
const isExpert = () => isRechen() && G.params.level === "expert";

function pilesPerSeat() {
  return { normal: 3, hard: 2, four: 4, expert: 3 }[G.params.level] || 3;
}
function pileNames() {
  if (isRechen()) {
    const n = pilesPerSeat(), names = [];
    for (const seat of ["A", "B"]) for (let i = 1; i <= n; i++) names.push(seat + i);
    return names;
  }
  return Array.from({ length: Number(G.params.waste) }, (_, i) => String(i + 1));
}
// Foundation k (0..3) builds by k+1 from rank k+1; `count` cards on it (its base included; 0 when it is
// not started, without the bases laid out).
function needs(k, count) {
  return count >= 13 ? 0 : (((k + 1) * (count + 1) - 1) % 13) + 1;
}

function calcPosition() {
  const names = pileNames();
  const bases = G.deal.bases;  // absent without the bases laid out
  const pos = { found: bases ? [1, 1, 1, 1] : [0, 0, 0, 0], foundTop: bases ? bases.slice() : [null, null, null, null],
                piles: names.map(() => []), next: 0, names,
                lastPlacer: null, partnerStarted: false };  // Experte's turns (doc/rules.md)
  for (const m of G.moves) applyCalc(pos, m);
  return pos;
}
function pileIndex(pos, name) {
  return pos.names.indexOf(name);
}
function applyCalc(pos, move) {
  const body = move.includes(":") ? move.split(":")[1] : move;
  const [from, to] = body.split("-");
  let card;
  if (from === "s") {
    pos.lastPlacer = ownerOfNext(pos);
    pos.partnerStarted = false;
    card = G.deal.stock[pos.next++];
  } else {
    if (isRechen() && from[1] !== pos.lastPlacer) pos.partnerStarted = true;
    card = pos.piles[pileIndex(pos, from.slice(1))].pop();
  }
  if (to[0] === "f") {
    const k = Number(to.slice(1)) - 1;
    pos.found[k]++;
    pos.foundTop[k] = card;
  } else {
    pos.piles[pileIndex(pos, to.slice(1))].push(card);
  }
}
function ownerOfNext(pos) {
  return pos.next % 2 === 0 ? "A" : "B";
}
// The move from `from` to `to` in notation, or an explanation why it is not one.
function calcMove(pos, from, to) {
  let card;
  if (from === "s") {
    if (pos.next >= G.deal.stock.length) return { why: "the stock is empty" };
    card = G.deal.stock[pos.next];
  } else {
    const pile = pos.piles[pileIndex(pos, from.slice(1))];
    if (!pile.length) return { why: "that waste pile is empty" };
    card = pile[pile.length - 1];
    // Experte: between two turned cards the seat that placed the last one may still play its own tops, until
    // the partner (whose card comes next) plays one of theirs; once the stocks are out, any order goes.
    const seat = from[1];
    if (isExpert() && pos.next < G.deal.stock.length && seat !== ownerOfNext(pos) &&
        (seat !== pos.lastPlacer || pos.partnerStarted))
      return { why: `Experte: seat ${seat}'s tops go home only in ${seat}'s turn (it is ${ownerOfNext(pos)}'s)` };
  }
  if (to[0] === "f") {
    const k = Number(to.slice(1)) - 1;
    const need = needs(k, pos.found[k]);
    if (rankOf(card) !== need)
      return { why: `foundation ${k + 1} needs ${need ? "A 2 3 4 5 6 7 8 9 10 J Q K".split(" ")[need - 1] : "nothing more"}` };
  } else {
    if (from !== "s") return { why: "a waste card may only go home (to a foundation)" };
    if (isRechen() && to[1] !== ownerOfNext(pos))
      return { why: `this card is ${ownerOfNext(pos)}'s: it goes on ${ownerOfNext(pos)}'s piles` };
  }
  return { move: `${card}:${from}-${to}` };
}

// ---------- Fourteen Out ----------
function fourteenPosition() {
  const cols = G.deal.columns.map((c) => c.slice());
  for (const m of G.moves)
    for (const part of m.split("+")) cols[Number(part.split("@")[1]) - 1].pop();
  return { cols };
}

// ---------- drawing ----------
function cardEl(card, opts = {}) {
  const el = document.createElement("div");
  if (!card) {
    el.className = "card back";
    return el;
  }
  const red = /[dh]$/.test(card);
  el.className = "card" + (red ? " red" : "");
  el.innerHTML = `<span>${pretty(card)}</span><span class="big">${SUIT[card[card.length - 1]] || ""}</span>` +
                 `<span class="corner-b">${pretty(card)}</span>`;
  el.title = pretty(card);
  el.dataset.card = card;
  if (opts.src !== undefined) {
    el.classList.add("playable");
    el.id = "src-" + opts.src;
    el.draggable = true;
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      // With a card in hand, a click on another pile's top card means "put it on that pile".
      if (!isFourteen() && G.selected !== null && String(G.selected) !== String(opts.src) && opts.dst) target(opts.dst);
      else select(opts.src);
    });
    el.addEventListener("dragstart", (e) => { G.selected = null; select(opts.src); e.dataTransfer.setData("text/plain", String(opts.src)); });
    if (G.selected !== null && String(G.selected) === String(opts.src)) el.classList.add("selected");
  }
  return el;
}

function pileEl(id, label, cards, opts = {}) {
  const el = document.createElement("div");
  el.className = "pile" + (opts.fan ? " fan" : "");
  el.id = "dst-" + id;
  el.dataset.target = id;
  const lab = document.createElement("span");
  lab.className = "label";
  lab.textContent = label;
  el.appendChild(lab);
  if (opts.fan) {
    el.style.height = `calc(var(--card-h) + ${Math.max(0, cards.length - 1)} * var(--overlap) + 0.2rem)`;
    cards.forEach((c, i) => {
      const top = i === cards.length - 1;
      const ce = cardEl(c, top && opts.topSrc !== undefined ? { src: opts.topSrc, dst: id } : {});
      ce.style.top = `calc(${i} * var(--overlap))`;
      el.appendChild(ce);
    });
  } else if (cards.length) {
    el.appendChild(cardEl(cards[cards.length - 1], opts.topSrc !== undefined ? { src: opts.topSrc, dst: id } : {}));
  }
  el.addEventListener("click", () => target(id));
  el.addEventListener("dragover", (e) => e.preventDefault());
  el.addEventListener("drop", (e) => { e.preventDefault(); target(id); });
  return el;
}

function render() {
  const board = $("board");
  board.innerHTML = "";
  if (!G.deal) return;
  if (isFourteen()) renderFourteen(board);
  else renderCalc(board);
  $("moves-played").textContent = G.moves.length ? "Moves: " + G.moves.join(" ") : "";
  $("undo").disabled = !G.moves.length;
  $("restart").disabled = !G.moves.length;
  $("fair-hint").disabled = isFourteen();
  renderLine();
}

function renderCalc(board) {
  const pos = calcPosition();
  const top = document.createElement("div");
  top.className = "row";
  const stockArea = document.createElement("div");
  stockArea.className = "stock-area";
  const left = G.deal.stock.length - pos.next;
  const stock = pileEl("stock", "stock", []);
  if (left > 1) stock.appendChild(cardEl(null));
  const cnt = document.createElement("div");
  cnt.className = "count";
  cnt.textContent = `${Math.max(0, left - 1)} face down`;
  stock.appendChild(cnt);
  stockArea.appendChild(stock);
  const turned = pileEl("turned", isRechen() && left ? `turned (${ownerOfNext(pos)})` : "turned", left ? [G.deal.stock[pos.next]] : [],
                        { topSrc: "s" });
  stockArea.appendChild(turned);
  top.appendChild(stockArea);
  for (let k = 0; k < 4; k++) {
    const f = pileEl("f" + (k + 1), `F${k + 1} (+${k + 1})`, pos.found[k] ? [pos.foundTop[k]] : []);
    const need = needs(k, pos.found[k]);
    const n = document.createElement("div");
    n.className = "needs";
    n.textContent = need ? "needs " + "A 2 3 4 5 6 7 8 9 10 J Q K".split(" ")[need - 1] : "done";
    f.appendChild(n);
    top.appendChild(f);
  }
  board.appendChild(top);
  const row = document.createElement("div");
  row.className = "row";
  if (isRechen()) {
    for (const seat of ["A", "B"]) {
      const box = document.createElement("div");
      box.className = "seat" + (left && ownerOfNext(pos) === seat ? " to-play" : "");
      box.innerHTML = `<h2>Seat ${seat}${left && ownerOfNext(pos) === seat ? " — to play" : ""}</h2>`;
      const r = document.createElement("div");
      r.className = "row";
      pos.names.forEach((name, i) => {
        if (name[0] === seat) r.appendChild(pileEl("w" + name, "waste " + name, pos.piles[i], { fan: true, topSrc: "w" + name }));
      });
      box.appendChild(r);
      row.appendChild(box);
    }
  } else {
    pos.names.forEach((name, i) => row.appendChild(pileEl("w" + name, "waste " + name, pos.piles[i], { fan: true, topSrc: "w" + name })));
  }
  board.appendChild(row);
  if (pos.found.every((c) => c === 13)) finished();
}

function renderFourteen(board) {
  const pos = fourteenPosition();
  const row = document.createElement("div");
  row.className = "columns";
  pos.cols.forEach((col, i) => row.appendChild(pileEl("c" + (i + 1), "col " + (i + 1), col, { fan: true, topSrc: i + 1 })));
  board.appendChild(row);
  const left = pos.cols.reduce((n, c) => n + c.length, 0);
  const info = document.createElement("p");
  info.textContent = `${left} cards left`;
  board.appendChild(info);
  if (left === 0) finished();
}

function renderLine() {
  const ol = $("line");
  ol.innerHTML = "";
  if (!G.line) return;
  G.line.forEach((m, i) => {
    const li = document.createElement("li");
    li.textContent = moveText(m);
    if (i < G.moves.length && G.moves[i] === m) li.className = "done";
    if (i === G.moves.length && G.moves.every((x, j) => x === G.line[j])) li.className = "next";
    ol.appendChild(li);
  });
}

function moveText(m) {
  if (m.includes("+")) {
    return m.split("+").map((p) => { const [c, col] = p.split("@"); return `${pretty(c)} (col ${col})`; }).join(" + ");
  }
  const [card, body] = m.includes(":") ? m.split(":") : ["", m];
  const [from, to] = body.split("-");
  const place = (p) => p === "s" ? "stock" : p[0] === "f" ? "foundation " + p.slice(1) : "waste " + p.slice(1);
  return `${card ? pretty(card) + ": " : ""}${place(from)} → ${place(to)}`;
}

// ---------- playing ----------
function select(src) {
  if (G.selected !== null && String(G.selected) === String(src)) {
    G.selected = null;
  } else if (isFourteen() && G.selected !== null) {
    return pairWith(src);
  } else {
    G.selected = src;
  }
  render();
}

function target(id) {
  if (G.selected === null) return;
  if (isFourteen()) {
    if (id[0] === "c") pairWith(Number(id.slice(1)));
    return;
  }
  if (id === "stock" || id === "turned") return;
  const r = calcMove(calcPosition(), G.selected, id);
  G.selected = null;
  if (r.why) {
    say(r.why);
    render();
    return;
  }
  play(r.move);
}

function pairWith(col) {
  const pos = fourteenPosition();
  const a = Number(G.selected), b = Number(col);
  G.selected = null;
  const ca = pos.cols[a - 1].at(-1), cb = pos.cols[b - 1].at(-1);
  if (a === b || !ca || !cb) return render();
  if (rankOf(ca) + rankOf(cb) !== 14) {
    say(`${pretty(ca)} and ${pretty(cb)} make ${rankOf(ca) + rankOf(cb)}, not 14`);
    return render();
  }
  play(`${ca}@${a}+${cb}@${b}`);
}

function play(move) {
  G.moves.push(move);
  say("");
  $("hint").textContent = "";
  positionChanged();
}

function say(text) {
  $("message").textContent = text;
  $("message").className = "";
}

async function finished() {
  if (G.finishing === G.moves.length) return;
  G.finishing = G.moves.length;
  try {
    const v = await api("verify", { ...G.params, moves: G.moves.join(" ") });
    $("message").textContent = v.result === "wins" ? `Won! The independent checker replayed your ${v.moves} moves: they win.`
                                                   : `The checker says: ${v.result} ${v.why || ""}`;
    $("message").className = "won";
  } catch (e) {
    say("verify failed: " + e.message);
  }
}

// The hint the page asks at each step: the position's verdict and the next move of a winning line (best=1), one
// solve. Labelling every next move costs a question per move besides; the page asks for that only when the player
// wants to see all the moves (allMoves).
const bestHint = () => api("hint", { ...G.params, moves: G.moves.join(" "), best: 1 });

// The light: is the position still winnable with perfect information?
async function positionChanged() {
  render();
  const serial = ++G.serial;
  G.hint = null;
  // A hint shown was for the position before (tests read which position from its data-at).
  $("hint").textContent = "";
  delete $("hint").dataset.at;
  delete $("hint").dataset.moves;
  delete $("light").dataset.at;
  setLight("grey", "asking the solver…");
  try {
    const h = await bestHint();
    if (serial !== G.serial) return;
    G.hint = h;
    $("light").dataset.at = String(G.moves.length);
    const text = { winnable: "still winnable (perfect information)", unwinnable: "no longer winnable — undo",
                   unknown: "unknown (the budget ran out)" }[h.verdict];
    setLight(h.verdict === "winnable" ? "green" : h.verdict === "unwinnable" ? "red" : "grey",
             `${text}; ${h.nodes} nodes, ${Math.round(h._ms)} ms`);
  } catch (e) {
    if (serial === G.serial) setLight("grey", "no answer: " + e.message);
  }
}

function setLight(colour, text) {
  $("light").className = "light " + colour;
  $("light").dataset.state = colour;
  $("light-text").textContent = text;
}

function clearHighlights() {
  document.querySelectorAll(".hinted, .fair-hinted").forEach((e) => e.classList.remove("hinted", "fair-hinted"));
}
function highlight(move, cls) {
  const parts = move.includes("+") ? move.split("+").map((p) => ["src-" + p.split("@")[1], null])
                                   : [[null, null]];
  if (!move.includes("+")) {
    const body = move.includes(":") ? move.split(":")[1] : move;
    const [from, to] = body.split("-");
    parts[0] = ["src-" + from, "dst-" + to];
  }
  for (const [a, b] of parts) {
    if (a && $(a)) $(a).classList.add(cls);
    if (b && $(b)) $(b).classList.add(cls);
  }
}

async function perfectHint() {
  const serial = G.serial;
  const h = G.hint || (await bestHint());
  if (serial !== G.serial) return;
  G.hint = h;
  clearHighlights();
  const best = h.best_move ? h.best_move.move : null;
  const el = $("hint");
  el.dataset.moves = best || "";
  el.dataset.at = String(G.moves.length);  // which position the hint is for (tests wait on it)
  if (h.verdict === "unwinnable") el.textContent = "Perfect hint: no move wins from here (undo).";
  else if (h.verdict !== "winnable") el.textContent = "Perfect hint: the solver could not decide within its budget.";
  else if (!best) el.textContent = "Perfect hint: nothing left to play.";
  else el.textContent = "Perfect hint (sees the stock): " + moveText(best) +
                        (h.finishes_by_itself ? " — it finishes by itself" : "");
  if (best) highlight(best, "hinted");
}

// Every next move labelled: the slower hint, asked only from this button.
async function allMoves() {
  const serial = G.serial;
  $("hint").textContent = "All moves: asking the solver about each…";
  const h = await api("hint", { ...G.params, moves: G.moves.join(" ") });
  if (serial !== G.serial) return;
  clearHighlights();
  const good = h.next_moves.filter((m) => m.verdict === "winnable").map((m) => m.move);
  const bad = h.next_moves.filter((m) => m.verdict !== "winnable");
  const el = $("hint");
  el.dataset.moves = good.join(" ");
  el.dataset.at = String(G.moves.length);
  if (h.verdict === "unwinnable") el.textContent = "All moves: no move wins from here (undo).";
  else if (!good.length) el.textContent = "All moves: the solver could not decide within its budget.";
  else el.textContent = "Moves that keep it winnable: " + good.map(moveText).join("; ") +
                        (bad.length ? ". Not: " + bad.map((m) => moveText(m.move) + (m.verdict === "unknown" ? " (unknown)" : "")).join("; ") : "");
  good.forEach((m) => highlight(m, "hinted"));
}

async function fairHint() {
  if (isFourteen()) return;
  const serial = G.serial;
  $("hint").textContent = "Fair hint: thinking…";
  try {
    const h = await api("hint", { ...G.params, moves: G.moves.join(" "), fair: 1 });
    if (serial !== G.serial) return;
    clearHighlights();
    const f = h.fair;
    if (!f || !f.choices || !f.choices.length) {
      $("hint").textContent = "Fair hint: nothing to decide (the stock is turned out).";
      return;
    }
    const best = f.choices[0];
    const before = f.before_turn ? "first " + f.before_turn.split(" ").map(moveText).join(", ") + "; then " : "";
    $("hint").dataset.moves = best.moves;
    $("hint").textContent = `Fair hint (judged without seeing the ${f.face_down} face-down cards): ${before}` +
      best.moves.split(" ").map(moveText).join(", ") + (best.held ? ", holding back what could go home" : "") +
      (f.choices.length > 1 ? ` (of ${f.choices.length} options; wins in ${(100 * best.rollout).toFixed(0)} % of ${best.samples} drawn orders)` : " (the only placement that matters)");
    (f.before_turn ? f.before_turn.split(" ") : []).concat(best.moves.split(" ")).slice(0, 1).forEach((m) => highlight(m, "fair-hinted"));
  } catch (e) {
    $("hint").textContent = "Fair hint: " + e.message;
  }
}

async function step() {
  if (G.line && G.moves.length < G.line.length && G.moves.every((m, i) => m === G.line[i])) {
    play(G.line[G.moves.length]);
    return;
  }
  const serial = G.serial;
  const h = G.hint || (await bestHint());
  if (serial !== G.serial) return;
  if (!h.best_move) return say(h.verdict === "unwinnable" ? "No move wins from here: undo." : "No winning move known here.");
  play(h.best_move.move);
}

// ---------- setting up a deal ----------
function readSetup() {
  const game = $("game").value;
  const p = { game };
  if ($("source").value !== "daily") p[$("source").value] = $("number").value.trim();
  if (game === "calculation") p.waste = $("waste").value;
  if (game === "rechenkuenstler") p.level = $("level").value;
  if (game !== "fourteen" && !$("preplaced").checked) p["no-preplaced"] = 1;
  return p;
}

// Today's deal: the tier's deal of today's date (the same for everyone): a deal number, or for the
// constructed tier a card string.
async function dailyDeal(params) {
  const d = new Date();
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const daily = await api("daily", { ...params, tier: $("tier").value, daily: date });
  const day = daily.days[0];
  if (day.cards !== undefined) {
    $("number").value = day.cards;
    return { label: `today's ${daily.tier} deal (${day.date})`, cards: day.cards };
  }
  $("number").value = day.deal;
  return { label: `today's ${daily.tier} deal (${day.date}): deal ${day.deal}`, deal: day.deal };
}

async function loadDeal() {
  const params = readSetup();
  G.serial++;
  say("dealing…");
  try {
    let daily = null;
    if ($("source").value === "daily") {
      daily = await dailyDeal(params);
      if (daily.cards !== undefined) params.cards = daily.cards;
      else params.deal = daily.deal;
    }
    const deal = await api("deal", params);
    Object.assign(G, { params, deal, moves: [], line: null, hint: null, selected: null, finishing: -1 });
    $("verdict").textContent = "";
    $("line").hidden = true;
    say("");
    $("hint").textContent = "";
    positionChanged();
    const solved = await api("solve", params);
    if (G.deal !== deal) return;
    G.line = solved.notation ? solved.notation.split(" ") : null;
    $("verdict").textContent = (daily ? daily.label + ". " : "") + `This deal: ${solved.verdict}` +
      ` (${solved.nodes} nodes, ${(solved.seconds * 1000).toFixed(1)} ms of search)`;
    $("show-line").disabled = !G.line;
    renderLine();
  } catch (e) {
    say(e.message);
  }
}

function updateSetupFields() {
  const game = $("game").value;
  $("waste-label").hidden = game !== "calculation";
  $("level-label").hidden = game !== "rechenkuenstler";
  $("preplaced-label").hidden = game === "fourteen";
  const daily = $("source").value === "daily";
  // A card string (a constructed deal, reckon deal's "Card string") is long text.
  const cards = $("source").value === "cards";
  $("number").inputMode = cards ? "text" : "numeric";
  $("number").size = cards ? 40 : 8;
  $("number").hidden = daily;
  $("tier").hidden = !daily;
}

$("setup").addEventListener("submit", (e) => { e.preventDefault(); loadDeal(); });
$("game").addEventListener("change", () => { updateSetupFields(); loadDeal(); });
$("source").addEventListener("change", () => {
  if ($("source").value === "cards" && /^\d+$/.test($("number").value.trim())) $("number").value = "";
  updateSetupFields();
  if ($("source").value === "daily") loadDeal();
});
$("tier").addEventListener("change", loadDeal);
$("random").addEventListener("click", () => {
  $("source").value = "deal";
  $("number").value = String(1 + Math.floor(Math.random() * 1000000));
  updateSetupFields();
  loadDeal();
});
$("undo").addEventListener("click", () => { if (G.moves.length) { G.moves.pop(); G.finishing = -1; say(""); $("hint").textContent = ""; positionChanged(); } });
$("restart").addEventListener("click", () => { G.moves = []; G.finishing = -1; say(""); positionChanged(); });
$("perfect-hint").addEventListener("click", () => perfectHint().catch((e) => say(e.message)));
$("all-moves").addEventListener("click", () => allMoves().catch((e) => say(e.message)));
$("fair-hint").addEventListener("click", fairHint);
$("step").addEventListener("click", () => step().catch((e) => say(e.message)));
$("show-line").addEventListener("click", () => { $("line").hidden = !$("line").hidden; renderLine(); });

updateSetupFields();
loadDeal();
