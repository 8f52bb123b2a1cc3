// The card picker: tap cards to add them to the focused card field. The fields work without it
// (type "As Kd 10h"); this only saves typing on a phone.
"use strict";
(function () {
  var RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
  var SUITS = [["s", "\u2660", "spades"], ["h", "\u2665", "hearts"], ["d", "\u2666", "diamonds"], ["c", "\u2663", "clubs"]];
  var target = null;

  function button(text, label, onPress, className) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.setAttribute("aria-label", label);
    if (className) b.className = className;
    b.addEventListener("click", onPress);
    return b;
  }

  function add(card) {
    if (!target) return;
    var text = target.value.trim();
    target.value = text ? text + " " + card : card;
    target.dispatchEvent(new Event("input", { bubbles: true }));
  }

  // A card as the page spells it (the server's card_spelling): "10h", "a\u2660" -> "Th", "As".
  var SUIT_LETTERS = { "\u2663": "c", "\u2666": "d", "\u2665": "h", "\u2660": "s" };
  function spelled(text) {
    var found = /^(10|[2-9tjqka])([cdhs\u2663\u2666\u2665\u2660])$/i.exec(text);
    if (!found) return text;
    var rank = found[1] === "10" ? "T" : found[1].toUpperCase();
    return rank + (SUIT_LETTERS[found[2]] || found[2].toLowerCase());
  }

  // The cards typed in a field (the server's cards_of): "2s3h7c" is three cards, each a rank
  // and then a suit; anything else stays as typed.
  var ONE_CARD = "(?:10|[2-9tjqka])[cdhs\u2663\u2666\u2665\u2660]|jk|\\?\\?";
  var RUN = new RegExp("^(?:" + ONE_CARD + "){2,}$", "i");
  function cardsTyped(text) {
    var found = [];
    text.split(/[\s,]+/).filter(Boolean).forEach(function (item) {
      found.push.apply(found, RUN.test(item) ? item.match(new RegExp(ONE_CARD, "gi")) : [item]);
    });
    return found;
  }

  // The cards in play for the field being filled: typed in every card field of the page (the
  // one being filled too), and on the table (data-in-play: the hand's cards so far).
  function cardsInPlay(input) {
    var counts = {};
    var texts = [];
    document.querySelectorAll("input[data-cards]").forEach(function (field) { texts.push(field.value); });
    texts.push(input.dataset.inPlay || "");
    texts.forEach(function (text) {
      cardsTyped(text).forEach(function (card) {
        card = spelled(card);
        counts[card] = (counts[card] || 0) + 1;
      });
    });
    return counts;
  }

  // How many of each card the deck holds: the form's own deck (two packs typed in), else the
  // game's (data-copies).
  function copiesOf(input) {
    var packs = input.form && input.form.querySelector('[name="deck.packs"], [name="options.packs"]');
    var typed = packs && /^\d+$/.test(packs.value.trim()) ? Number(packs.value.trim()) : 0;
    return typed || Number(input.dataset.copies || 1);
  }

  // A card already in play is greyed out on the picker; it can still be picked only while the
  // deck holds another (two packs), and a card room never deals a card the deck has not got.
  function greyOut() {
    if (!picker || !target) return;
    var counts = cardsInPlay(target);
    var copies = copiesOf(target);
    // A field of the player's own cards (those he throws at the draw) offers his cards alone.
    var only = target.dataset.only ? target.dataset.only.split(" ") : null;
    picker.querySelectorAll("button[data-card]").forEach(function (b) {
      var used = counts[b.dataset.card] || 0;
      b.hidden = only !== null && only.indexOf(b.dataset.card) < 0;
      b.classList.toggle("in-play", used > 0);
      b.disabled = b.hidden || used >= copies;
      var state = used === 0 ? "" : b.disabled ? " (in play)" : " (one in play, the deck holds another)";
      b.setAttribute("aria-label", "add " + b.dataset.name + state);
    });
    picker.querySelectorAll(".picker-row[class*=suit-]").forEach(function (row) {
      row.hidden = only !== null && !row.querySelector("button[data-card]:not([hidden])");
    });
  }

  // The picker offers the cards of the field's game (data-cards: its ranks, data-extra: the
  // joker and "??" where both the game and the field take them): short deck has no 2 to 5.
  function makePicker(ranks, extra) {
    var picker = document.createElement("div");
    picker.className = "card-picker";
    picker.setAttribute("role", "group");
    picker.setAttribute("aria-label", "Card picker");
    SUITS.forEach(function (suit) {
      // A suit's cards together: its symbol once, then the ranks, on one line, or on a phone
      // on two, each card with its suit (--per-line places a line: 7 and 6, short deck's 5
      // and 4; page.css); each button's name still says the whole card.
      var row = document.createElement("div");
      row.className = "picker-row suit-" + suit[0];
      row.style.setProperty("--per-line", String(Math.ceil(ranks.length / 2)));
      var symbol = document.createElement("span");
      symbol.className = "suit-symbol";
      symbol.setAttribute("aria-hidden", "true");
      symbol.textContent = suit[1];
      row.appendChild(symbol);
      ranks.forEach(function (rank) {
        var shown = rank === "T" ? "10" : rank;
        var name = shown + " of " + suit[2];
        var pick = button(shown, "add " + name, function () { add(rank + suit[0]); greyOut(); }, "pick");
        pick.dataset.card = rank + suit[0];
        // On a phone the suit's symbol is on each card (page.css), not in a place of its own
        // that the second line's first card would sit under.
        var mark = document.createElement("span");
        mark.className = "pick-suit";
        mark.setAttribute("aria-hidden", "true");
        mark.textContent = suit[1];
        pick.appendChild(mark);
        pick.dataset.name = name;
        row.appendChild(pick);
      });
      picker.appendChild(row);
    });
    var tools = document.createElement("div");
    tools.className = "picker-row";
    if (extra.indexOf("Jk") >= 0)
      tools.appendChild(button("Joker", "add a joker", function () { add("Jk"); }, "pick"));
    if (extra.indexOf("??") >= 0)
      tools.appendChild(button("??", "add a card nobody has seen", function () { add("??"); }, "pick"));
    tools.appendChild(button("\u232b", "remove the last card", function () {
      if (!target) return;
      var parts = target.value.trim().split(/[\s,]+/);
      parts.pop();
      target.value = parts.join(" ");
      greyOut();
    }, "pick"));
    tools.appendChild(button("Done", "Done: close the card picker", function () {
      picker.hidden = true;
      if (target) target.focus();
    }, "pick"));
    picker.appendChild(tools);
    picker.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      picker.hidden = true;
      if (target) target.focus();
    });
    return picker;
  }

  var picker = null;
  var pickerKey = "";
  // On a phone the picker spans the bordered box its field is in (the play screen's step, the
  // form's outermost fieldset), from border to border, so that its cards are as wide as the box
  // allows (44 px at 360 px, page.css) and it stays inside the box: spanning the screen, it ran
  // past the box's borders to the screen's edges. A field in no box: the page's width.
  var narrow = window.matchMedia("(max-width: 40rem)");
  function fitToScreen(el) {
    el.style.marginLeft = "";
    el.style.width = "";
    if (!narrow.matches) return;
    var box = null;
    for (var n = el.parentElement; n && n !== document.body; n = n.parentElement)
      if (n.matches("form.step, fieldset")) box = n;
    var left, width;
    if (box) {
      left = box.getBoundingClientRect().left + box.clientLeft + 1;
      width = box.clientWidth - 2;
    } else {
      var inset = parseFloat(getComputedStyle(document.body).paddingLeft) || 0;
      left = document.body.getBoundingClientRect().left + inset;
      width = document.body.clientWidth - 2 * inset;
    }
    el.style.marginLeft = left - el.getBoundingClientRect().left + "px";
    el.style.width = width + "px";
  }
  window.addEventListener("resize", function () { if (picker && !picker.hidden) fitToScreen(picker); });
  // On a phone the picker, two lines a suit, is some 440 px tall: opened below the screen's
  // bottom edge it is scrolled up into view, as far as the field it fills stays in view (under
  // the play screen's sticky status bar).
  function showWhole(el, field) {
    var below = el.getBoundingClientRect().bottom + 8 - window.innerHeight;
    if (below <= 0) return;
    var bar = document.querySelector(".status");
    var top = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().bottom : 0;
    var room = field.getBoundingClientRect().top - top - 8;
    window.scrollBy(0, Math.max(0, Math.min(below, room)));
  }
  function wirePickers(root) {
  root.querySelectorAll("input[data-cards]").forEach(function (input) {
    var open = button("Pick cards", "pick cards for " + (input.labels && input.labels[0] ? input.labels[0].textContent : "this field"), function () {
      var ranks = (input.dataset.cards || RANKS.join("")).split("");
      var extra = (input.dataset.extra || "").split(" ").filter(Boolean);
      var key = ranks.join("") + "|" + extra.join(" ");
      if (picker && key !== pickerKey) { picker.remove(); picker = null; }
      if (!picker) { picker = makePicker(ranks, extra); pickerKey = key; }
      target = input;
      // In a play step's half-width field the picker would be half a phone wide: it goes
      // after the field, across the step.
      (input.closest(".step .field") || open).after(picker);
      picker.hidden = false;
      fitToScreen(picker);
      greyOut();
      var first = picker.querySelector("button:not([disabled])");
      if (!narrow.matches) { if (first) first.focus(); return; }
      if (first) first.focus({ preventScroll: true });
      showWhole(picker, input);
    }, "open-picker");
    input.after(open);
    input.addEventListener("input", function () { if (picker && !picker.hidden) greyOut(); });
  });
  }
  wirePickers(document);

  // A form sends only what was filled in, so the address (the ruling's link) stays short.
  document.querySelectorAll("form.question").forEach(function (form) {
    form.addEventListener("submit", function () {
      form.querySelectorAll("input, select, textarea").forEach(function (field) {
        if (field.value === "" && field.name) field.disabled = true;
      });
    });
  });
  // Pages come back from the back-forward cache with the fields as they were left.
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form.question [disabled]").forEach(function (field) {
      field.disabled = false;
    });
  });

  // A choice left unmade (a declaration): the browser's own "Select an item in the list"
  // says the choices instead.
  document.querySelectorAll("select[data-missing]").forEach(function (select) {
    select.addEventListener("invalid", function () { select.setCustomValidity(select.dataset.missing); });
    select.addEventListener("change", function () { select.setCustomValidity(""); });
  });

  // A field the values chosen refuse (data-not-with="family=stud": a draw game's deal order
  // once stud is chosen) is hidden, and not sent, as they change.
  document.querySelectorAll("[data-not-with]").forEach(function (field) {
    var form = field.closest("form");
    if (!form) return;
    var pairs = field.dataset.notWith.split(" ").map(function (pair) { return pair.split("="); });
    function update() {
      var refused = pairs.some(function (pair) {
        var chosen = form.elements.namedItem(pair[0]);
        return chosen && chosen.value === pair[1];
      });
      field.hidden = refused;
      field.querySelectorAll("input, select, textarea").forEach(function (el) { el.disabled = refused; });
    }
    pairs.forEach(function (pair) {
      var chosen = form.elements.namedItem(pair[0]);
      if (chosen && chosen.addEventListener) chosen.addEventListener("change", update);
    });
    window.addEventListener("pageshow", update);  // after the fields sent empty are enabled again
    update();
  });

  // One more row (a seat, a hand): a copy of the last row, numbered on, empty.
  document.querySelectorAll("fieldset.rows").forEach(function (rows) {
    var more = button("Add a row", "add a row to " + rows.querySelector("legend").textContent, function () {
      var all = rows.querySelectorAll("fieldset.row");
      var last = all[all.length - 1];
      var index = all.length;
      var copy = last.cloneNode(true);
      var before = "." + (index - 1) + ".", after = "." + index + ".";
      copy.querySelectorAll("[name], [id], [for], [aria-describedby]").forEach(function (el) {
        ["name", "id", "for", "aria-describedby"].forEach(function (attr) {
          var value = el.getAttribute(attr);
          if (value === null) return;
          var dotted = value.split(before).join(after);
          el.setAttribute(attr, dotted.split("-" + (index - 1) + "-").join("-" + index + "-"));
        });
        if (el.type === "checkbox") el.checked = false;  // a box keeps its value, "yes"
        else if (el.tagName === "INPUT") el.value = "";
        if (el.tagName === "SELECT") el.selectedIndex = 0;
      });
      copy.querySelectorAll(".error, .card-picker, .open-picker").forEach(function (el) { el.remove(); });
      var legend = copy.querySelector("legend");
      legend.textContent = legend.textContent.replace(/\d+$/, String(index + 1));
      // "More for seat 2: folded" under the copy of seat 2 is seat 3's.
      copy.querySelectorAll("details.more > summary").forEach(function (summary) {
        summary.textContent = summary.textContent.replace(/ \d+:/, " " + (index + 1) + ":");
      });
      last.after(copy);
      wirePickers(copy);
      var first = copy.querySelector("input, select");
      if (first) first.focus();
      if (index + 1 >= Number(rows.dataset.most || 10)) more.remove();
    }, "add-row");
    rows.appendChild(more);
  });

  // A bet the player sizes: the slider and the number follow each other, and the button says
  // the amount it will send ("Raise to 35"), and "(all in)" when that is every chip he has.
  document.querySelectorAll("input[data-slider]").forEach(function (slider) {
    var number = document.getElementById(slider.dataset.slider);
    var send = document.querySelector('button[data-for="' + slider.dataset.slider + '"]');
    // Out of range, the button and the browser's message say the least (or the most) in the
    // page's words, not "Raise to 3" beside "Value must be greater than or equal to 4".
    function say(value) {
      if (!send) return;
      var least = Number(number.min), most = Number(number.max), verb = send.dataset.verb;
      var allIn = send.dataset.allIn !== undefined;
      var range = ": type " + least + " to " + most + (allIn ? " (" + most + " is all in)" : "");
      var amount = Number(value);
      var wrong = "";
      if (value === "" || number.validity.badInput || amount % 1 !== 0) {
        wrong = "Type a whole number" + range + ".";
      } else if (amount < least) {
        send.textContent = verb + " at least " + least;
        wrong = verb + " at least " + least + range + ".";
      } else if (amount > most) {
        send.textContent = verb + " at most " + most + (allIn ? " (all in)" : "");
        wrong = verb + " at most " + most + range + ".";
      } else {
        send.textContent = verb + " " + value + (allIn && amount === Number(send.dataset.allIn) ? " (all in)" : "");
      }
      number.setCustomValidity(wrong);
    }
    slider.addEventListener("input", function () { number.value = slider.value; say(slider.value); });
    number.addEventListener("input", function () { slider.value = number.value; say(number.value); });
  });

  // A draw sized by the cards typed says how many it draws as they are typed ("Draw 2").
  document.querySelectorAll("button[data-counts]").forEach(function (draw) {
    var thrown = draw.form && draw.form.querySelector('[name="' + draw.dataset.counts + '"]');
    if (!thrown) return;
    function count() {
      var cards = cardsTyped(thrown.value).length;
      draw.textContent = cards ? "Draw " + cards : "Draw";
    }
    thrown.addEventListener("input", count);
    count();
  });

  // The rulebook, filtered as you type: rules whose words hold every word typed stay shown.
  var filter = document.getElementById("rule-filter");
  if (filter) {
    var count = document.getElementById("rule-count");
    filter.addEventListener("input", function () {
      var wanted = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      document.querySelectorAll(".rulebook > li").forEach(function (rule) {
        var text = rule.textContent.toLowerCase();
        var keep = wanted.every(function (word) { return text.indexOf(word) >= 0; });
        rule.hidden = !keep;
        if (keep) shown += 1;
      });
      document.querySelectorAll("section.topic").forEach(function (topic) {
        topic.hidden = !topic.querySelector(".rulebook > li:not([hidden])");
      });
      // While filtering, the results come first: the lists of games and topics step aside.
      document.querySelectorAll("[data-unfiltered]").forEach(function (el) {
        el.hidden = wanted.length > 0;
      });
      if (count) count.textContent = wanted.length ? shown + (shown === 1 ? " rule" : " rules") + " found" : "";
    });
  }

  // A link to one rule while the filter hides it: the filter steps aside.
  window.addEventListener("hashchange", function () {
    var rule = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (filter && rule && rule.closest("[hidden]")) {
      filter.value = "";
      filter.dispatchEvent(new Event("input"));
      rule.scrollIntoView();
    }
  });

  // A hand history travels in the address (?phh=...), which the server reads up to about 8 KB:
  // a longer one is said beside the box instead of sent to fail.
  document.querySelectorAll("form.history").forEach(function (form) {
    var box = form.querySelector("textarea");
    var note = form.querySelector(".too-long");
    form.addEventListener("submit", function (event) {
      var long = encodeURIComponent(box.value).length > Number(form.dataset.most || 7000);
      note.hidden = !long;
      if (long) { event.preventDefault(); box.focus(); }
    });
  });

  // The setup's own chips: a field for each player as his name is typed (the names split as
  // the page splits them: at commas where there are any, else at spaces), each keeping what
  // was typed in it; empty ones are not sent (everyone's chips apply).
  var own = document.getElementById("own-chips-setup");
  var players = document.getElementById("players");
  var everyone = document.getElementById("chips");
  if (own && players && everyone) {
    var namesOf = function (text) {
      text = text.trim();
      var parts = text.indexOf(",") >= 0 ? text.split(",") : text.split(/\s+/);
      return parts.map(function (part) { return part.trim(); }).filter(Boolean);
    };
    // Each player's chips are kept by his name, not his seat: a name retyped, or the names
    // typed again in another order, finds the chips he had (a next deal's carried chips).
    var byName = {};
    var before = namesOf(players.value);
    var dealer = document.getElementById("dealer");
    var dealing = dealer ? before[Number(dealer.value) - 1] : undefined;
    var rebuild = function () {
      own.querySelectorAll("input").forEach(function (input) {
        var name = before[Number(input.name.split(".")[1]) - 1];
        if (name !== undefined) byName[name] = input.value;
      });
      own.querySelectorAll(".field").forEach(function (field) { field.remove(); });
      var names = namesOf(players.value);
      if (dealer && dealer.tagName === "SELECT" && names.length) {
        // Who deals stays the same player wherever his name now is.
        var seat = names.indexOf(dealing) >= 0 ? names.indexOf(dealing) + 1 : Number(dealer.value) || 1;
        if (seat > names.length) seat = 1;
        dealer.querySelectorAll("option").forEach(function (option) { if (option.value) option.remove(); });
        names.forEach(function (name, index) {
          var option = document.createElement("option");
          option.value = String(index + 1);
          option.textContent = name;
          option.selected = index + 1 === seat;
          dealer.append(option);
        });
        var said = document.getElementById("dealing");
        if (said) said.textContent = names[seat - 1] + " (seat " + seat + ") deals";
      }
      if (names.length) before = names;
      names.forEach(function (name, index) {
        var seat = index + 1;
        var field = document.createElement("div");
        field.className = "field";
        var label = document.createElement("label");
        label.htmlFor = "chips-" + seat;
        label.textContent = name + "'s chips";
        var input = document.createElement("input");
        input.id = "chips-" + seat;
        input.name = "chips." + seat;
        input.inputMode = "numeric";
        input.placeholder = everyone.value;
        input.value = byName[name] || "";
        field.append(label, input);
        own.append(field);
      });
      own.hidden = names.length === 0;
      var help = document.getElementById("chips-help");
      if (help && names.length) help.textContent = "Everyone's, unless a player has other chips (below).";
    };
    players.addEventListener("input", rebuild);
    if (dealer && dealer.tagName === "SELECT") {
      dealer.addEventListener("change", function () {
        var said = document.getElementById("dealing");
        dealing = before[Number(dealer.value) - 1];
        if (said && dealing) said.textContent = dealing + " (seat " + dealer.value + ") deals";
      });
    }
    everyone.addEventListener("input", function () {
      own.querySelectorAll("input").forEach(function (input) { input.placeholder = everyone.value; });
    });
    own.closest("form").addEventListener("submit", function () {
      own.querySelectorAll("input").forEach(function (input) { if (!input.value) input.disabled = true; });
    });
    window.addEventListener("pageshow", function () {
      own.querySelectorAll("input").forEach(function (input) { input.disabled = false; });
    });
  }

  // A house rule of some betting structures only (the fixed-limit raises cap): shown, and
  // sent, only under the structure chosen.
  var structure = document.getElementById("f-options-structure");
  if (structure) {
    var usual = structure.querySelector("option[value='']");
    var chosen = function () {
      return structure.value || (usual ? usual.dataset.value || "" : "");
    };
    var follow = function () {
      document.querySelectorAll("[data-structures]").forEach(function (field) {
        var off = chosen() !== "" && field.dataset.structures.split(" ").indexOf(chosen()) < 0;
        field.hidden = off;
        field.querySelectorAll("select, input").forEach(function (input) { input.disabled = off; });
      });
    };
    structure.addEventListener("change", follow);
  }

  var share = document.getElementById("share-link");
  if (share && navigator.clipboard) {
    var copy = button("Copy link", "Copy link to this ruling", function () {
      navigator.clipboard.writeText(share.href).then(function () { copy.textContent = "Copied"; });
    }, "copy");
    share.after(copy);
  }
})();
