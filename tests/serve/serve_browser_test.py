"""The page in headless Chromium: opens it, plays Calculation deal 1 to a win by clicking the cards the perfect hint
names (one move of a winning line, best=1), checks the light stays green and the checker confirms the win, lists all
moves (each judged) at its start, turns the light red with a losing move on a
close W=2 deal, plays a move in Rechenkünstler (hard and Experte), Fourteen Out, Calculation without the bases laid
out and today's deal, and saves screenshots.

Usage: serve_browser_test.py RECKON SCREENSHOT_DIR
Exit status 77 (ctest: skipped) when Chromium, its driver or python3-selenium is missing.
"""
import os
import shutil
import sys
import tempfile
import time

SKIP = 77
DEAL_17_CARDS = ("Ah 2c 3s 4d | Js Kh 6h Jc Ts 3d Jh Ks 7d Qc 6d Td Qd 8h 5s 5c As 7s Th 6s 4h 3h 7h 5h 6c Kd Tc 4c "
                 "5d 2d 9s Jd Ac Ad 4s Qs 8c Kc 9d 9h 3c 8d 9c 8s 2s 7c Qh 2h")


def main():
    reckon, shots = sys.argv[1], sys.argv[2]
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select, WebDriverWait
    except ImportError:
        print("SKIP: python3-selenium is not installed (scripts/setup-debian installs it)")
        return SKIP
    if not chromium or not driver_path:
        print("SKIP: chromium or chromium-driver is not installed (scripts/setup-debian installs them)")
        return SKIP
    from serve_harness import Server

    os.makedirs(shots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="reckon-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                 "--user-data-dir=" + profile, "--window-size=1280,1000"]:
        options.add_argument(flag)
    browser = None
    try:
        with Server(reckon) as server:
            browser = webdriver.Chrome(service=Service(driver_path), options=options)
            # The page draws its table anew after each answer, so an element
            # found in one poll may be gone by the next read: poll again.
            wait = WebDriverWait(browser, 60, poll_frequency=0.05,
                                 ignored_exceptions=(StaleElementReferenceException,))
            t0 = time.time()
            browser.get("http://127.0.0.1:%d/" % server.port)
            wait.until(lambda b: b.find_element(By.ID, "light").get_attribute("data-at") == "0")
            ready = time.time() - t0
            load_ms = browser.execute_script(
                "const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime;")
            print("page: load event %.0f ms; first position judged (light) %.0f ms after navigation" % (load_ms, ready * 1000))
            Select(browser.find_element(By.ID, "game")).select_by_value("calculation")
            Select(browser.find_element(By.ID, "waste")).select_by_value("4")
            number = browser.find_element(By.ID, "number")
            number.clear()
            number.send_keys("1")
            browser.find_element(By.ID, "load").click()
            wait.until(lambda b: "winnable" in b.find_element(By.ID, "verdict").text)
            wait.until(lambda b: b.find_element(By.ID, "light").get_attribute("data-at") == "0")
            browser.save_screenshot(os.path.join(shots, "calculation-1-start.png"))
            played = 0
            undone = False
            t_play = time.time()
            # One round trip to the browser reads everything a step needs (the host may be loaded).
            state_js = """const g = (id) => document.getElementById(id);
                return {light_at: g('light').dataset.at, light: g('light').dataset.state, text: g('light-text').textContent,
                        hint_at: g('hint').dataset.at, hint: g('hint').dataset.moves || '',
                        moves: g('moves-played').textContent, message: g('message').textContent};"""

            def state_when(cond, what):
                try:
                    return wait.until(lambda b: (lambda st: st if cond(st) else False)(b.execute_script(state_js)))
                except Exception:
                    browser.save_screenshot(os.path.join(shots, "calculation-1-failed.png"))
                    raise AssertionError("waiting for %s after %d moves: %s" % (what, played, browser.execute_script(state_js)))

            while True:
                st = state_when(lambda st: st["light_at"] == str(played) or "Won" in st["message"], "the light")
                if "Won" in st["message"]:
                    break
                # The light for this position must be green: the perfect hints keep the game winnable.
                if st["light"] != "green":
                    raise AssertionError("after %d moves the light is %s: %s" % (played, st["light"], st["text"]))
                browser.find_element(By.ID, "perfect-hint").click()
                st = state_when(lambda st: st["hint_at"] == str(played), "the perfect hint")
                good = st["hint"].split()
                if not good:
                    raise AssertionError("no perfect hint after %d moves" % played)
                move = good[0]
                body = move.split(":")[1] if ":" in move else move
                src, dst = body.split("-")
                browser.find_element(By.ID, "src-" + src).click()
                browser.find_element(By.ID, "dst-" + dst).click()
                played += 1
                state_when(lambda st: st["moves"].count(" ") == played, "move %s to be played" % move)
                if played == 40:
                    browser.save_screenshot(os.path.join(shots, "calculation-1-middle.png"))
                if played > 200:
                    raise AssertionError("no win after 200 moves")
                if played == 10 and not undone:
                    undone = True
                    # Undo works and the light comes back for the position before.
                    browser.find_element(By.ID, "undo").click()
                    played -= 1
            wait.until(lambda b: "independent checker" in b.find_element(By.ID, "message").text)
            secs = time.time() - t_play
            browser.save_screenshot(os.path.join(shots, "calculation-1-won.png"))
            hint_ms = sorted(float(line.split()[-2]) for line in server.log if "GET /api/hint" in line and " 200 " in line)
            if hint_ms:
                print("server: %d hints, median %.1f ms, slowest %.1f ms" % (len(hint_ms), hint_ms[len(hint_ms) // 2], hint_ms[-1]))
            print("played Calculation deal 1 to a win in %d moves by the perfect hints (%.1f s, %.0f ms a move)" % (
                played, secs, 1000 * secs / max(played, 1)))
            # A phone-sized window still shows every waste pile.
            browser.set_window_size(390, 844)
            browser.find_element(By.ID, "restart").click()
            wait.until(lambda b: b.find_element(By.ID, "light").get_attribute("data-at") == "0")
            browser.save_screenshot(os.path.join(shots, "calculation-1-phone.png"))
            for pile in ["dst-w1", "dst-w4", "dst-f4"]:
                rect = browser.find_element(By.ID, pile).rect
                if rect["x"] + rect["width"] > 390:
                    raise AssertionError("%s is off a phone's screen: %s" % (pile, rect))
            # The other games: one move each by the perfect hint, by clicks, and the light judges it.
            browser.set_window_size(1280, 1000)
            # All moves (every next move labelled, the slower hint, asked only from its button): the perfect hint's
            # one move is among the winning ones it lists.
            played = 0
            browser.find_element(By.ID, "perfect-hint").click()
            best = state_when(lambda st: st["hint_at"] == "0" and st["hint"], "the perfect hint at the start")["hint"]
            browser.execute_script("delete document.getElementById('hint').dataset.at;")
            browser.find_element(By.ID, "all-moves").click()
            every = state_when(lambda st: st["hint_at"] == "0", "all moves at the start")["hint"].split()
            text = browser.find_element(By.ID, "hint").text
            if best.split() != [best] or best not in every or "keep it winnable" not in text:
                raise AssertionError("perfect hint %r, all moves %r: %s" % (best, every, text))
            print("all moves at the start of deal 1: %d keep it winnable, the perfect hint's among them" % len(every))
            # A losing move turns the light red: W=2 deal 6 is won after 7s to waste 1 only by 7d to waste 1 too
            # (found with reckon hint: 7d to waste 2 leaves it unwinnable).
            Select(browser.find_element(By.ID, "waste")).select_by_value("2")
            number = browser.find_element(By.ID, "number")
            number.clear()
            number.send_keys("6")
            # Deal 1 stands at its start too (light at 0, no moves): wait for the new deal's own light.
            browser.execute_script("delete document.getElementById('light').dataset.at;")
            browser.find_element(By.ID, "load").click()
            played = 0
            state_when(lambda st: st["light_at"] == "0" and st["moves"] == "", "W=2 deal 6 dealt")
            for i, (src, dst) in enumerate([("s", "w1"), ("s", "w2")]):
                browser.find_element(By.ID, "src-" + src).click()
                browser.find_element(By.ID, "dst-" + dst).click()
                played = i + 1
                st = state_when(lambda st: st["light_at"] == str(played), "the light after move %d" % played)
            if st["light"] != "red" or "7d:s-w2" not in st["moves"]:
                raise AssertionError("W=2 deal 6 after 7s:s-w1 7d:s-w2: the light is %s (%s), moves %s" % (
                    st["light"], st["text"], st["moves"]))
            browser.save_screenshot(os.path.join(shots, "calculation-w2-6-lost.png"))
            print("W=2 deal 6: the light turned red after the losing move 7d:s-w2")
            Select(browser.find_element(By.ID, "waste")).select_by_value("4")
            for game, level in [("rechenkuenstler", "hard"), ("rechenkuenstler", "expert"), ("fourteen", None)]:
                Select(browser.find_element(By.ID, "game")).select_by_value(game)
                if level:
                    Select(browser.find_element(By.ID, "level")).select_by_value(level)
                    browser.find_element(By.ID, "load").click()
                played = 0
                state_when(lambda st: st["light_at"] == "0" and st["moves"] == "", game + " dealt")
                browser.find_element(By.ID, "perfect-hint").click()
                move = state_when(lambda st: st["hint_at"] == "0" and st["hint"], game + "'s hint")["hint"].split()[0]
                if "+" in move:  # Fourteen Out: 9c@6+5s@11, the two exposed cards
                    clicks = ["src-" + part.split("@")[1] for part in move.split("+")]
                else:
                    src, dst = move.split(":")[1].split("-")
                    clicks = ["src-" + src, "dst-" + dst]
                for element in clicks:
                    browser.find_element(By.ID, element).click()
                played = 1
                st = state_when(lambda st: st["light_at"] == "1", game + "'s light after a move")
                if st["light"] != "green" or move not in st["moves"]:
                    raise AssertionError("%s: after %s the light is %s, moves %s" % (game, move, st["light"], st["moves"]))
                browser.save_screenshot(os.path.join(shots, game + ("-" + level if level else "") + ".png"))
            print("Rechenkünstler (hard, Experte) and Fourteen Out: a move each by the perfect hint, light green")
            # Calculation without the bases laid out: the foundations start empty and need A 2 3 4.
            Select(browser.find_element(By.ID, "game")).select_by_value("calculation")
            state_when(lambda st: st["light_at"] == "0" and st["moves"] == "", "calculation dealt")
            browser.find_element(By.ID, "preplaced").click()
            browser.find_element(By.ID, "load").click()
            wait.until(lambda b: b.find_element(By.ID, "dst-f1").text.endswith("needs A"))
            state_when(lambda st: st["light_at"] == "0" and st["light"] == "green", "the light without bases")
            browser.save_screenshot(os.path.join(shots, "calculation-no-bases.png"))
            browser.find_element(By.ID, "preplaced").click()
            # Today's deal from the curated tiers: the page asks /api/daily, then deals that number.
            Select(browser.find_element(By.ID, "source")).select_by_value("daily")
            wait.until(lambda b: "today's easy deal" in b.find_element(By.ID, "verdict").text)
            today = browser.find_element(By.ID, "verdict").text
            if "This deal: winnable" not in today:
                raise AssertionError("today's deal: " + today)
            print("Calculation without bases, and " + today.split(".")[0])
            # The constructed tier: today's deal is a card string of data/constructed.
            Select(browser.find_element(By.ID, "tier")).select_by_value("constructed")
            wait.until(lambda b: "today's constructed deal" in b.find_element(By.ID, "verdict").text)
            today = browser.find_element(By.ID, "verdict").text
            if "This deal: winnable" not in today or " | " not in browser.find_element(By.ID, "number").get_attribute("value"):
                raise AssertionError("today's constructed deal: " + today)
            print(today.split(".")[0])
            # Any deal as its card string (a constructed one, say): deal 17's.
            Select(browser.find_element(By.ID, "source")).select_by_value("cards")
            field = browser.find_element(By.ID, "number")
            field.clear()
            field.send_keys(DEAL_17_CARDS)
            browser.find_element(By.ID, "load").click()
            wait.until(lambda b: "This deal: winnable" in b.find_element(By.ID, "verdict").text)
            state_when(lambda st: st["light_at"] == "0" and st["light"] == "green", "a deal from its card string")
            print("a deal from its card string")
            browser.quit()
            browser = None
            status = server.stop()
            if status != 0:
                raise AssertionError("reckon serve exited %d" % status)
        print("screenshots in", shots)
        return 0
    finally:
        if browser is not None:
            browser.quit()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
