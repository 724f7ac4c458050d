<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Parlour</name>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Dealing hand {number} again...</source>
        <translation>Раздача {number} сдаётся заново...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Open</source>
        <translation>Открытие файла</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Open a saved match</source>
        <translation>Открыть сохранённый матч</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Opened {file}</source>
        <translation>Открыт файл {file}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Opening {file}...</source>
        <translation>Открывается {file}...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу снова</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Playing on from action {n}</source>
        <translation>Игра продолжается с хода {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Replay a saved match</source>
        <translation>Повтор сохранённого матча</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Save the match as</source>
        <translation>Сохранить матч как</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Saved as {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>The match could not be saved to {path}: {problem}</source>
        <translation>Не удалось сохранить матч в {path}: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>The replay cannot be shown: {problem}</source>
        <translation>Невозможно показать повтор: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>The statistics cannot be shown: {problem}</source>
        <translation>Невозможно показать статистику: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/files.py"/>
        <source>{file} cannot be opened: {problem}

The file was not changed.</source>
        <translation>Невозможно открыть {file}: {problem}

Файл не изменён.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/handover.py"/>
        <source>Pass the screen to {name}</source>
        <translation>Передайте экран: {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/handover.py"/>
        <source>Pass to {name} - click or press Enter when ready</source>
        <translation>Передайте экран: {name} — щёлкните или нажмите Enter, когда будете готовы</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/hints.py"/>
        <source>(over %n deals the computer tried)</source>
        <translation>
            <numerusform>(по %n раскладу, который перебрал компьютер)</numerusform>
            <numerusform>(по %n раскладам, которые перебрал компьютер)</numerusform>
            <numerusform>(по %n раскладам, которые перебрал компьютер)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Expected: {score} penalty points against the others' average this hand (fewer is better)</source>
        <translation>Ожидается: {score} штрафного очка относительно среднего у остальных в этой раздаче (меньше — лучше)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Expected: {score} points against the others' average this hand</source>
        <translation>Ожидается: {score} очка относительно среднего у остальных в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>It is the only legal move.</source>
        <translation>Другого допустимого хода нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Looking for a good move...</source>
        <translation>Ищу хороший ход...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>No other move was weighed.</source>
        <translation>Другие ходы не сравнивались.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>No suggestion: {reason}</source>
        <translation>Подсказки нет: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Runners-up: {moves}</source>
        <translation>Следом за ним: {moves}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Suggested move: {move}</source>
        <translation>Подсказка: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>Suggested: {move} (press Enter to do it)</source>
        <translation>Подсказка: {move} (нажмите Enter, чтобы сделать этот ход)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>The computer had no time to weigh other moves: this is its first choice.</source>
        <translation>Компьютер не успел сравнить другие ходы: это его первый выбор.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/hints.py"/>
        <source>The computer keeps its first choice unless another is clearly better on the same deals.</source>
        <translation>Компьютер меняет свой первый выбор, только если другой ход явно лучше на тех же раскладах.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Drop the meld being made; close a spread pile or the last trick</source>
        <translation>Бросить составляемую комбинацию; закрыть разложенную стопку или последнюю взятку</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Enter</source>
        <comment>a key</comment>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Escape</source>
        <comment>a key</comment>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>From your hand to the buttons under the table and back; Space or Enter presses a button</source>
        <translation>От руки к кнопкам под столом и обратно; Пробел или Enter нажимает кнопку</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Kalooki: take the card in focus into the meld being made, or out of it</source>
        <translation>Kalooki: добавить выбранную карту в составляемую комбинацию или убрать её оттуда</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Menus</source>
        <translation>Меню</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Move along your hand; the card in focus is lifted and outlined</source>
        <translation>Перемещение по вашим картам; выбранная карта приподнята и обведена</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>On the start panel: deal; on the hand-over screen and a summary: go on</source>
        <translation>На панели нового матча — сдать; на экране передачи хода и в итогах — продолжить</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Play, discard or otherwise move the card in focus; after a hint, make the suggested move</source>
        <translation>Сыграть, сбросить или иначе пойти выбранной картой; после подсказки — сделать предложенный ход</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Space</source>
        <comment>a key</comment>
        <translation>Пробел</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Space, Enter, Escape</source>
        <comment>a key</comment>
        <translation>Пробел, Enter, Esc</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>Tab, Shift+Tab</source>
        <comment>a key</comment>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../../desktop/app/keys.py"/>
        <source>While cards glide: skip to the end of the animation</source>
        <translation>Пока карты движутся: перейти к концу анимации</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;About Parlour</source>
        <translation>&amp;О программе Parlour</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Continue a match…</source>
        <translation>П&amp;родолжить матч…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <location filename="../../desktop/app/start.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Learn a game</source>
        <translation>&amp;Научиться игре</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;New match...</source>
        <translation>&amp;Новый матч...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Повтор…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;Undo</source>
        <translation>Отм&amp;енить</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>&lt;h3&gt;Parlour&lt;/h3&gt;&lt;p&gt;A card table for Freelance, Clubs, King, Two Way Street and Kalooki, against computer players or with friends at one screen.&lt;/p&gt;&lt;p&gt;Drag a card to play it, double-click it, or choose with the arrow keys and press Enter. Click during an animation to skip it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Parlour&lt;/h3&gt;&lt;p&gt;Карточный стол для Freelance, Clubs, Кинга, Two Way Street и Kalooki — против компьютерных игроков или с друзьями за одним экраном.&lt;/p&gt;&lt;p&gt;Чтобы сыграть карту, перетащите её, щёлкните по ней дважды или выберите её клавишами со стрелками и нажмите Enter. Щелчок во время анимации пропускает её.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>A first hand that teaches: each step explained, with the rule</source>
        <translation>Первая учебная сдача: каждый шаг объяснён со ссылкой на правило</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>About Parlour</source>
        <translation>О программе Parlour</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Animation speed, card back, table colour, theme, language, play and questions</source>
        <translation>Скорость анимации, рубашка карт, цвет стола, тема, язык, игра и вопросы</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Ask the strongest computer player what it would do in your place (from your cards only)</source>
        <translation>Спросить сильнейшего компьютерного игрока, как бы он пошёл на вашем месте (видя только ваши карты)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Every key of the program: at the table and in the menus</source>
        <translation>Все клавиши программы: за столом и в меню</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Four-colour &amp;deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Lar&amp;ge cards</source>
        <translation>&amp;Крупные карты</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Learn {game}</source>
        <translation>Учебная сдача: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Matches, wins and scores per player</source>
        <translation>Матчи, победы и очки каждого игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Open a saved match (.parlour) and play on from there</source>
        <translation>Открыть сохранённый матч (.parlour) и продолжить игру с того места</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Replay a saved &amp;match…</source>
        <translation>Повтор сохранённого &amp;матча…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <location filename="../../desktop/app/start.py"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>S&amp;ettings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Save this match as a .parlour file</source>
        <translation>Сохранить этот матч в файл .parlour</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <location filename="../../desktop/app/sound.py"/>
        <source>Short sounds for a deal, a card played, a trick taken, your turn and the match's end</source>
        <translation>Короткие звуки: раздача, сыгранная карта, взятка, ваш ход и конец матча</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Show &amp;last trick</source>
        <translation>Последняя &amp;взятка</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Step through this match (or the one just finished) hand by hand and move by move</source>
        <translation>Просмотреть этот матч (или только что законченный) раздачу за раздачей и ход за ходом</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Suggest a &amp;move</source>
        <translation>Подсказать &amp;ход</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Table &amp;colour</source>
        <translation>&amp;Цвет стола</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Take back your last decision (and the computer players' moves since)</source>
        <translation>Отменить ваше последнее решение (и ходы компьютерных игроков после него)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>The matches left unfinished: take one up where it stood</source>
        <translation>Незаконченные матчи: продолжить любой с того места, где он остановился</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>The rules page is missing: {path}</source>
        <translation>Страница правил не найдена: {path}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>The trick taken last, as played, and who took it</source>
        <translation>Последняя взятка: как её сыграли и кто её взял</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>Undo is not available: {reason}</source>
        <translation>Отмена недоступна: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/menus.py"/>
        <source>there is no match</source>
        <translation>матча нет</translation>
    </message>
    <message>
        <location filename="../../desktop/app/overlays.py"/>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../desktop/app/overlays.py"/>
        <source>I am ready</source>
        <translation>Я готов</translation>
    </message>
    <message>
        <location filename="../../desktop/app/overlays.py"/>
        <location filename="../../desktop/app/start.py"/>
        <source>New match</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <location filename="../../desktop/app/overlays.py"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/app/overlays.py"/>
        <source>Only they should look at the screen now.</source>
        <translation>Сейчас на экран должен смотреть только этот игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/questions.py"/>
        <source>Pass now and at every call of this deal without being asked (the next deal asks again)</source>
        <translation>Пасовать сейчас и при каждой возможности забрать сброс в этой раздаче, не спрашивая (в следующей раздаче вопрос вернётся)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/questions.py"/>
        <source>You will not call again this deal</source>
        <translation>Вы больше не запрашиваете карты в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../desktop/app/questions.py"/>
        <source>not calling this deal</source>
        <translation>в этой раздаче сброс не забирается</translation>
    </message>
    <message>
        <location filename="../../desktop/app/questions.py"/>
        <source>{name} will not call again this deal</source>
        <translation>{name} больше не запрашивает карты в этой раздаче</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>%n tricks</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Allow undo with several humans</source>
        <translation>Разрешить отмену, когда играют несколько человек</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>As the system</source>
        <comment>language</comment>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Ask before a new match, an opened file, a match continued or a deal played again takes the place of the match on the table (the match left is kept either way: Game &gt; Continue a match… takes it up again)</source>
        <translation>Спрашивать, прежде чем новый матч, открытый файл, продолженный матч или повторная раздача займёт место матча на столе (оставленный матч сохраняется в любом случае: Игра &gt; Продолжить матч… вернёт к нему)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Ask before leaving a match in progress</source>
        <translation>Спрашивать перед уходом из незаконченного матча</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Синяя</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Blue</source>
        <comment>table colour</comment>
        <translation>Синий</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Рубашка карт:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Diamonds blue and clubs green, as bridge players use, so that no two suits share a colour</source>
        <translation>Бубны синие, а трефы зелёные, как у игроков в бридж, — чтобы у двух мастей не было общего цвета</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Быстрая</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Four-colour deck</source>
        <translation>Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Зелёная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Green</source>
        <comment>table colour</comment>
        <translation>Зелёный</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Grey</source>
        <comment>table colour</comment>
        <translation>Серый</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>How fast the cards move on the table (Off: each move is shown at once)</source>
        <translation>Как быстро движутся карты на столе (Выкл.: каждый ход показывается сразу)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Kalooki: a discard that joins no three or four with a card you hold is passed without asking</source>
        <translation>Kalooki: от сброса, который не составит тройку или четвёрку ни с одной вашей картой, пас делается без вопроса</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Large cards</source>
        <translation>Крупные карты</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Светлая</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Обычная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Parlour speaks the new language from its next start.</source>
        <translation>Parlour заговорит на новом языке при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Красная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Set every setting here to its first value (press OK to keep them)</source>
        <translation>Вернуть всем настройкам здесь исходные значения (нажмите OK, чтобы сохранить их)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Skip questions with one sensible answer</source>
        <translation>Пропускать вопросы с единственным разумным ответом</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Медленная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Standard</source>
        <comment>card back</comment>
        <translation>Обычная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>System</source>
        <comment>theme</comment>
        <translation>Системная</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Table &amp;colour:</source>
        <translation>&amp;Цвет стола:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>The colour of the table's cloth</source>
        <translation>Цвет сукна на столе</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>The language of the window: As the system speaks your computer's language if Parlour has it, else English</source>
        <translation>Язык окна: «Как в системе» — язык вашего компьютера, если Parlour его знает, иначе английский</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>The picture on the back of the cards</source>
        <translation>Рисунок на рубашке карт</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>The table with this card back and colour, and the four suits' colours</source>
        <translation>Стол с этой рубашкой и этим цветом, и цвета четырёх мастей</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>The window's colours: System follows your computer's light or dark mode as it changes; Light and Dark keep to one (the table keeps its own colour)</source>
        <translation>Цвета окна: «Системная» следует за светлым или тёмным режимом компьютера, когда он меняется; «Светлая» и «Тёмная» не меняются (у стола свой цвет)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Wine</source>
        <comment>table colour</comment>
        <translation>Винный</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>With several people at the table, undo lets a player take back a move</source>
        <translation>Когда за столом несколько человек, отмена позволяет игроку взять ход назад</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <location filename="../../desktop/app/start.py"/>
        <location filename="../../desktop/data/settings.py"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../desktop/app/settings_dialog.py"/>
        <source>Your hand, the trick and the piles drawn larger, as far as the table has room for them</source>
        <translation>Ваши карты, взятка и стопки крупнее, насколько позволяет место на столе</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>How loud the sounds are (the arrow keys move it by 5, Page Up and Down by 10)</source>
        <translation>Громкость звуков (клавиши со стрелками меняют её на 5, Page Up и Page Down — на 10)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Play &amp;sounds</source>
        <translation>Включить з&amp;вуки</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Play the chime of your turn at this volume</source>
        <translation>Проиграть сигнал вашего хода с этой громкостью</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Sound is not available: Qt's multimedia module did not load ({error}).</source>
        <translation>Звук недоступен: модуль мультимедиа Qt не загрузился ({error}).</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Sound needs the system library libpulse0 (Debian, Ubuntu: sudo apt-get install libpulse0).</source>
        <translation>Для звука нужна системная библиотека libpulse0 (Debian, Ubuntu: sudo apt-get install libpulse0).</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>T&amp;est</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <location filename="../../desktop/app/sound.py"/>
        <source>{volume}%</source>
        <comment>sound volume</comment>
        <translation>{volume}%</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/start.py"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>&amp;Players</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Ann</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Ben</source>
        <translation>Борис</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Cleo</source>
        <translation>Вера</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Computer ({level})</source>
        <translation>Компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <location filename="../../desktop/data/settings.py"/>
        <source>Computer {number}</source>
        <translation>Компьютер {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Dev</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Easy: plays sensibly but makes a careless move now and then</source>
        <translation>Лёгкий: играет разумно, но время от времени ошибается по небрежности</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Eve</source>
        <translation>Дина</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Expert: looks ahead over the cards it cannot see, about a second a move</source>
        <translation>Эксперт: просчитывает расклады скрытых карт, около секунды на ход</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Finn</source>
        <translation>Егор</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Gus</source>
        <translation>Жанна</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Hard: looks ahead over the cards it cannot see on about half its moves, playing the others as Medium</source>
        <translation>Сильный: примерно на половине ходов просчитывает расклады скрытых карт, остальные играет как Средний</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Medium: plays sensibly, at once</source>
        <translation>Средний: играет разумно и ходит сразу</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Name of seat {number}</source>
        <translation>Имя игрока на месте {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Player of seat {number}</source>
        <translation>Игрок на месте {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Rules: {problem}</source>
        <translation>Правила: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>S&amp;eed</source>
        <translation>&amp;Зерно</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Seats (play goes in this order)</source>
        <translation>Места (ходят в этом порядке)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>The name {name} holds a character that cannot be written down</source>
        <translation>В имени {name} есть символ, который нельзя записать</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>The same seed deals the same cards: leave empty for a fresh deal</source>
        <translation>Одно и то же зерно сдаёт одни и те же карты: оставьте поле пустым для новой сдачи</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>The seed must be {rule}</source>
        <translation>Зерно должно быть {rule}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>This game has no rule options.</source>
        <translation>У этой игры нет вариантов правил.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>Two or more humans share the screen: a hand-over screen hides the cards between turns</source>
        <translation>За одним экраном два человека или больше: между ходами экран передачи скрывает карты</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>random</source>
        <comment>an empty seed</comment>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>random moves</source>
        <translation>случайные ходы</translation>
    </message>
    <message>
        <location filename="../../desktop/app/start.py"/>
        <source>{least}-{most} players</source>
        <translation>игроков: {least}–{most}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>&amp;Learn {game}</source>
        <translation>&amp;Учиться: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>&lt;b&gt;Learn {game}.&lt;/b&gt; Each of your decisions is explained here; the good move is marked: press Enter to make it, or make another.</source>
        <translation>&lt;b&gt;Учимся играть: {game}.&lt;/b&gt; Каждое ваше решение объясняется здесь; хороший ход отмечен: нажмите Enter, чтобы сделать его, или сделайте другой.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>Deal a real match</source>
        <translation>Сдать настоящую партию</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>Good move: {move}. Press Enter to make it.</source>
        <translation>Хороший ход: {move}. Нажмите Enter, чтобы сделать его.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>Leave the first hand that teaches (Escape)</source>
        <translation>Выйти из учебной сдачи (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>Leave the lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>New to {game}? Play a first hand that teaches it.</source>
        <translation>Впервые в «{game}»? Сыграйте первую учебную сдачу.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>The hand is over. How it scored:</source>
        <translation>Сдача окончена. Как начислены очки:</translation>
    </message>
    <message>
        <location filename="../../desktop/app/tutorial.py"/>
        <source>The summary shows what each player scored.</source>
        <translation>Сколько очков получил каждый, показано в итогах сдачи.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/unfinished.py"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>(human)</source>
        <translation>(человек)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>A match left for another</source>
        <translation>Матч, отложенный ради другого</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Continue a match</source>
        <translation>Продолжить матч</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Continue your {game} match?</source>
        <translation>Продолжить ваш матч в {game}?</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Delete the match</source>
        <translation>Удалить матч</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Forget the selected match (asks first)</source>
        <translation>Забыть выбранный матч (сначала спросит)</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>Forget this match for good?

{match}</source>
        <translation>Забыть этот матч навсегда?

{match}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>It stopped at {hand_word} {number}, {after_moves}{whose_turn}; last played {when}.</source>
        <translation>Остановлен: {hand_word} {number}, {after_moves}{whose_turn}; последняя игра: {when}.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>New match…</source>
        <translation>Новый матч…</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>No match is left unfinished.</source>
        <translation>Незаконченных матчей нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>The match played last</source>
        <translation>Последний сыгранный матч</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/unfinished.py"/>
        <source>after %n moves</source>
        <translation>
            <numerusform>после %n хода</numerusform>
            <numerusform>после %n ходов</numerusform>
            <numerusform>после %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>deal</source>
        <comment>a deal of the cards</comment>
        <translation>раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>hand</source>
        <comment>a deal of the cards</comment>
        <translation>раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>today {time}</source>
        <translation>сегодня {time}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>yesterday {time}</source>
        <translation>вчера {time}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>your turn</source>
        <translation>ваш ход</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>{game}: {players} - {hand_word} {number}, {moves} - {when}</source>
        <translation>{game}: {players} — {hand_word} {number}, {moves} — {when}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/unfinished.py"/>
        <source>{name} to play</source>
        <translation>ходит {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Cannot undo: {reason}</source>
        <translation>Отменить нельзя: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Never call this deal</source>
        <translation>Не забирать сброс в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>No card is played now: {what} with the buttons below</source>
        <translation>Сейчас карту не играют: {what} — кнопками внизу</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Parlour: {game} (seed {seed})</source>
        <translation>Parlour: {game} (зерно {seed})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/app/window.py"/>
        <source>Taken up after %n moves</source>
        <translation>
            <numerusform>Продолжен после %n хода</numerusform>
            <numerusform>Продолжен после %n ходов</numerusform>
            <numerusform>Продолжен после %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Taking back...</source>
        <translation>Отмена хода...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>The match cannot go on: {problem}</source>
        <translation>Матч не может продолжаться: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>Undo: back to move {number}</source>
        <translation>Отмена: назад к ходу {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>refused {action}: {why}</source>
        <translation>отказано — {action}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>the match is starting</source>
        <translation>матч начинается</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>{game}, seed {seed}: {players}</source>
        <translation>{game}, зерно {seed}: {players}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>{name} is thinking...</source>
        <translation>{name} думает...</translation>
    </message>
    <message>
        <location filename="../../desktop/app/window.py"/>
        <source>{name}: {action}, {why}</source>
        <translation>{name}: {action}, {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/data/stats.py"/>
        <source>The statistics database was unreadable ({problem}); it was kept as {file}.</source>
        <translation>Базу статистики не удалось прочитать ({problem}); она сохранена как {file}.</translation>
    </message>
    <message>
        <location filename="../../desktop/data/stats.py"/>
        <source>the statistics database is busy: {problem}</source>
        <translation>база статистики занята: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/data/stats.py"/>
        <source>the statistics were written by a newer Parlour (schema {version}; this one knows {known})</source>
        <translation>статистика записана более новой версией Parlour (схема {version}; эта версия знает {known})</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>A kept match</source>
        <translation>Отложенный матч</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>Parlour cannot keep its data in {wanted}: {problem}. This session keeps matches, statistics and settings in {fallback}, which is removed when the computer restarts.</source>
        <translation>Parlour не может хранить данные в {wanted}: {problem}. В этом сеансе матчи, статистика и настройки хранятся в {fallback}; эта папка удаляется при перезагрузке компьютера.</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>Parlour games (*.parlour)</source>
        <translation>Партии Parlour (*.parlour)</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>The autosaved match</source>
        <translation>Автосохранённый матч</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>not a playable transcript ({problem})</source>
        <translation>запись партии не воспроизводится ({problem})</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>not a transcript: {problem}</source>
        <translation>это не запись партии: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>the actions cannot be replayed ({problem})</source>
        <translation>ходы не удаётся воспроизвести ({problem})</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>the data folder</source>
        <translation>папке данных</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>the system gives no folder for application data</source>
        <translation>система не даёт папку для данных программ</translation>
    </message>
    <message>
        <location filename="../../desktop/data/storage.py"/>
        <source>{what} could not be restored ({problem}); it was kept as {file}.</source>
        <translation>{what}: восстановить не удалось ({problem}); файл сохранён как {file}.</translation>
    </message>
</context>
</TS>
