<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Parlour</name>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>A draw: nobody wins</source>
        <translation>Ничья: победителей нет</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Click cards to select a meld, then press Meld</source>
        <translation>Щёлкните по картам комбинации, затем нажмите «Выложить»</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Deal {n} is over</source>
        <translation>Раздача {n} окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Drag a card to {places}, or double-click it</source>
        <translation>Перетащите карту {places} или дважды щёлкните по ней</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Drag a card to {place} to {verb} it, or double-click it</source>
        <translation>Перетащите карту {place}, чтобы {verb} её, или дважды щёлкните по ней</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Drag a card to {place}, double-click it, or use the arrow keys and Enter</source>
        <translation>Перетащите карту {place}, щёлкните по ней дважды или выберите стрелками и нажмите Enter</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Drag a card to {place}, or double-click it</source>
        <translation>Перетащите карту {place} или дважды щёлкните по ней</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Draw: click the stock or the discard pile, or use the buttons below</source>
        <translation>Возьмите карту: щёлкните по колоде или сбросу либо нажмите кнопку внизу</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Hand {n} is over</source>
        <translation>Раздача {n} окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>The match was stopped</source>
        <translation>Матч остановлен</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>The scores are hidden until the end of the session.</source>
        <translation>Счёт скрыт до конца партии.</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>This hand</source>
        <translation>За раздачу</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>You win</source>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>allow or refuse</source>
        <translation>разрешите или откажите</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>bid</source>
        <translation>сделайте заявку</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>bury a card</source>
        <translation>закопайте карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>call</source>
        <translation>заберите карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>choose a contract</source>
        <translation>выберите контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>declare high or low</source>
        <translation>объявите: на старшие или на младшие</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>decline</source>
        <translation>откажитесь</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>discard</source>
        <translation>сбросьте карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>draw</source>
        <translation>возьмите карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>give a card</source>
        <translation>отдайте карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>go down</source>
        <translation>выложите комбинации</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>meld</source>
        <translation>выложите комбинацию</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>play a card</source>
        <translation>сыграйте карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>refuse</source>
        <translation>откажите</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>state a contract</source>
        <translation>объявите контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>swap a card</source>
        <translation>обменяйте карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>tack on</source>
        <translation>доложите карту</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>take back</source>
        <translation>заберите выложенное</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{items} or {last}</source>
        <translation>{items} или {last}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{place} to {verbs}</source>
        <translation>{place}, чтобы {verbs}</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{who} win</source>
        <translation>{who} выиграли</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{who} win</source>
        <comment>the person among the winners</comment>
        <translation>{who} выиграли</translation>
    </message>
    <message>
        <location filename="../../desktop/app/words.py"/>
        <source>{who} wins</source>
        <translation>Победитель: {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>round {round}: {card} turned up</source>
        <translation>круг {round}: открыта {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>trick {trick} to {seat}</source>
        <translation>взятка {trick} — {seat}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>trick {trick} to {seat} (second hand)</source>
        <translation>взятка {trick} — {seat} (вторая рука)</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: allow; {seat2} takes {card}</source>
        <translation>{seat}: разрешает; {card} — {seat2}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: allow; {seat2} takes {card}</source>
        <comment>you</comment>
        <translation>{seat}: разрешаете; {card} — {seat2}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: bid {what}</source>
        <translation>{seat}: заявка {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: bid {what}</source>
        <comment>you</comment>
        <translation>{seat}: заявка {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: buries a card</source>
        <translation>{seat}: закапывает карту</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: buries a card</source>
        <comment>you</comment>
        <translation>{seat}: закапываете карту</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: bury {card}</source>
        <translation>{seat}: закапывает {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: bury {card}</source>
        <comment>you</comment>
        <translation>{seat}: закапываете {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: call</source>
        <translation>{seat}: забирает</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: call</source>
        <comment>you</comment>
        <translation>{seat}: забираете</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: choose {game}</source>
        <translation>{seat}: выбирает «{game}»</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: choose {game}</source>
        <comment>you</comment>
        <translation>{seat}: выбираете «{game}»</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: choose {game}, trumps {suit}</source>
        <translation>{seat}: выбирает «{game}», козыри — {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: choose {game}, trumps {suit}</source>
        <comment>you</comment>
        <translation>{seat}: выбираете «{game}», козыри — {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: declare {way}</source>
        <translation>{seat}: объявляет игру {way}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: declare {way}</source>
        <comment>you</comment>
        <translation>{seat}: объявляете игру {way}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: decline</source>
        <translation>{seat}: отказывается</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: decline</source>
        <comment>you</comment>
        <translation>{seat}: отказываетесь</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discard {card}</source>
        <translation>{seat}: сносит {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discard {card}</source>
        <comment>you</comment>
        <translation>{seat}: сносите {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discard {card} ({bid})</source>
        <translation>{seat}: сносит {card} ({bid})</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discard {card} ({bid})</source>
        <comment>you</comment>
        <translation>{seat}: сносите {card} ({bid})</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discards a card</source>
        <translation>{seat}: сносит карту</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: discards a card</source>
        <comment>you</comment>
        <translation>{seat}: сносите карту</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: down with {melds}</source>
        <translation>{seat}: выкладывает {melds}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: down with {melds}</source>
        <comment>you</comment>
        <translation>{seat}: выкладываете {melds}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw discard {card}</source>
        <translation>{seat}: берёт из сброса {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw discard {card}</source>
        <comment>you</comment>
        <translation>{seat}: берёте из сброса {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw stock</source>
        <translation>{seat}: берёт из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw stock</source>
        <comment>you</comment>
        <translation>{seat}: берёте из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw stock {card}</source>
        <translation>{seat}: берёт из колоды {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draw stock {card}</source>
        <comment>you</comment>
        <translation>{seat}: берёте из колоды {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draws a stock card for the call</source>
        <translation>{seat}: берёт за просьбу карту из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draws a stock card for the call</source>
        <comment>you</comment>
        <translation>{seat}: берёте за просьбу карту из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draws {card} for the call</source>
        <translation>{seat}: берёт за просьбу {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: draws {card} for the call</source>
        <comment>you</comment>
        <translation>{seat}: берёте за просьбу {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: give {card}</source>
        <translation>{seat}: отдаёт {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: give {card}</source>
        <comment>you</comment>
        <translation>{seat}: отдаёте {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: lays a meld, unseen until down</source>
        <translation>{seat}: кладёт комбинацию (не видна до выкладки)</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: lays a meld, unseen until down</source>
        <comment>you</comment>
        <translation>{seat}: кладёте комбинацию (не видна до выкладки)</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: meld {cards}</source>
        <translation>{seat}: комбинация {cards}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: meld {cards}</source>
        <comment>you</comment>
        <translation>{seat}: комбинация {cards}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: pass</source>
        <translation>{seat}: пас</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: pass</source>
        <comment>you</comment>
        <translation>{seat}: пас</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: play {card}</source>
        <translation>{seat}: ходит {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: play {card}</source>
        <comment>you</comment>
        <translation>{seat}: ходите {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: play {card} (second hand)</source>
        <translation>{seat}: ходит {card} (вторая рука)</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: play {card} (second hand)</source>
        <comment>you</comment>
        <translation>{seat}: ходите {card} (вторая рука)</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: refuse; takes {card}</source>
        <translation>{seat}: отказывает; забирает {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: refuse; takes {card}</source>
        <comment>you</comment>
        <translation>{seat}: отказываете; забираете {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: state {bid} {trump}</source>
        <translation>{seat}: контракт {bid} {trump}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: state {bid} {trump}</source>
        <comment>you</comment>
        <translation>{seat}: контракт {bid} {trump}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: swap {card}</source>
        <translation>{seat}: меняет {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: swap {card}</source>
        <comment>you</comment>
        <translation>{seat}: меняете {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: swap {card} for the joker of {ref}</source>
        <translation>{seat}: меняет {card} на джокера из {ref}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: swap {card} for the joker of {ref}</source>
        <comment>you</comment>
        <translation>{seat}: меняете {card} на джокера из {ref}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: tack {card} on {ref}</source>
        <translation>{seat}: докладывает {card} к {ref}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: tack {card} on {ref}</source>
        <comment>you</comment>
        <translation>{seat}: докладываете {card} к {ref}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: take back</source>
        <translation>{seat}: забирает назад</translation>
    </message>
    <message>
        <location filename="../../desktop/match/seen.py"/>
        <source>{seat}: take back</source>
        <comment>you</comment>
        <translation>{seat}: забираете назад</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>cannot undo: {why}</source>
        <translation>отменить нельзя: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>no move of yours to take back yet</source>
        <translation>у вас ещё нет хода, который можно отменить</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>nobody at this table is human</source>
        <translation>за этим столом нет людей</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>the match could not be autosaved: {why}</source>
        <translation>матч не удалось сохранить автоматически: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <location filename="../../desktop/match/worker.py"/>
        <source>the match is over</source>
        <translation>матч окончен</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>the {level} player suggested {action}, which is not legal</source>
        <translation>компьютерный игрок ({level}) предложил {action}, а это не по правилам</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>undo with several human players is turned off in the settings</source>
        <translation>отмена хода при нескольких игроках-людях выключена в настройках</translation>
    </message>
    <message>
        <location filename="../../desktop/match/session.py"/>
        <source>{who} is a computer player: hints are for a human's turn</source>
        <translation>{who} — компьютерный игрок: подсказки даются только людям</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>a random legal move (the basic player failed too: {why})</source>
        <translation>случайный допустимый ход (простой игрок тоже не справился: {why})</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>it is not your turn</source>
        <translation>сейчас не ваш ход</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the autosave could not be cleared: {why}</source>
        <translation>автосохранение не удалось удалить: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the basic move</source>
        <translation>ход простого игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the computer player failed: {why}</source>
        <translation>сбой компьютерного игрока: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the computer player suggested a move that is not legal</source>
        <translation>компьютерный игрок предложил ход не по правилам</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the hand could not be counted in the statistics: {why}</source>
        <translation>раздачу не удалось учесть в статистике: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the match left could not be kept: {why}</source>
        <translation>оставленный матч не удалось сохранить: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>the statistics could not be recorded ({why}); the match is kept until they are</source>
        <translation>статистику не удалось записать ({why}); матч хранится, пока это не получится</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>there is no match</source>
        <translation>матча нет</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>there is no match in play</source>
        <translation>сейчас не идёт матч</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>{name}'s computer player failed ({error}); a random legal move was played for it</source>
        <translation>компьютерный игрок за {name} дал сбой ({error}); за него сделан случайный допустимый ход</translation>
    </message>
    <message>
        <location filename="../../desktop/match/worker.py"/>
        <source>{who}'s computer player took more than {s} s; {instead} was played for it</source>
        <translation>Компьютерный игрок {who} думал дольше {s} с; за него сделан {instead}</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>10</source>
        <comment>a card's rank</comment>
        <translation>Десятка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>2</source>
        <comment>a card's rank</comment>
        <translation>Двойка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>3</source>
        <comment>a card's rank</comment>
        <translation>Тройка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>4</source>
        <comment>a card's rank</comment>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>5</source>
        <comment>a card's rank</comment>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>6</source>
        <comment>a card's rank</comment>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>7</source>
        <comment>a card's rank</comment>
        <translation>Семёрка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>8</source>
        <comment>a card's rank</comment>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>9</source>
        <comment>a card's rank</comment>
        <translation>Девятка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Ace</source>
        <comment>a card's rank</comment>
        <translation>Туз</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Award game</source>
        <translation>Игра на взятки</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Clubs</source>
        <comment>a suit</comment>
        <translation>трефы</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Clubs</source>
        <comment>in a card's name: Queen of Clubs</comment>
        <translation>треф</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Diamonds</source>
        <comment>a suit</comment>
        <translation>бубны</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Diamonds</source>
        <comment>in a card's name: Queen of Diamonds</comment>
        <translation>бубён</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Hearts</source>
        <comment>a suit</comment>
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Hearts</source>
        <comment>in a card's name: Queen of Hearts</comment>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Jack</source>
        <comment>a card's rank</comment>
        <translation>Валет</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>King</source>
        <comment>a card's rank</comment>
        <translation>Король</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No Hearts</source>
        <translation>Не брать червей</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No Jacks</source>
        <translation>Не брать валетов</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No King</source>
        <translation>Не брать Кинга</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No Last Two</source>
        <translation>Не брать 2 последние</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No Queens</source>
        <translation>Не брать дам</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>No Tricks</source>
        <translation>Не брать взяток</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Queen</source>
        <comment>a card's rank</comment>
        <translation>Дама</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Spades</source>
        <comment>a suit</comment>
        <translation>пики</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>Spades</source>
        <comment>in a card's name: Queen of Spades</comment>
        <translation>пик</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>allow</source>
        <comment>an action named in a sentence</comment>
        <translation>разрешить</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>allow</source>
        <comment>said by a player, in a bubble</comment>
        <translation>разрешаю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>bid</source>
        <comment>an action named in a sentence</comment>
        <translation>заявка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>bid</source>
        <comment>said by a player, in a bubble</comment>
        <translation>заявка</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>black Joker</source>
        <translation>чёрный джокер</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>bury</source>
        <comment>an action named in a sentence</comment>
        <translation>закопать</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>call</source>
        <comment>an action named in a sentence</comment>
        <translation>попросить</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>call</source>
        <comment>said by a player, in a bubble</comment>
        <translation>забираю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>choose</source>
        <comment>an action named in a sentence</comment>
        <translation>выбрать</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>choose</source>
        <comment>said by a player, in a bubble</comment>
        <translation>выбираю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>declare</source>
        <comment>an action named in a sentence</comment>
        <translation>объявить</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>declare</source>
        <comment>said by a player, in a bubble</comment>
        <translation>объявляю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>decline</source>
        <comment>an action named in a sentence</comment>
        <translation>отказаться</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>decline</source>
        <comment>said by a player, in a bubble</comment>
        <translation>отказываюсь</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>discard</source>
        <comment>an action named in a sentence</comment>
        <translation>снести</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>down</source>
        <comment>an action named in a sentence</comment>
        <translation>выложиться</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>down</source>
        <comment>said by a player, in a bubble</comment>
        <translation>выкладываю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>draw</source>
        <comment>an action named in a sentence</comment>
        <translation>взять</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>draw</source>
        <comment>said by a player, in a bubble</comment>
        <translation>беру</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>draw from the stock</source>
        <comment>an action named in a sentence</comment>
        <translation>взять карту из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>give</source>
        <comment>an action named in a sentence</comment>
        <translation>отдать</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>high</source>
        <comment>a way to play</comment>
        <translation>на старшие</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>low</source>
        <comment>a way to play</comment>
        <translation>на младшие</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>meld</source>
        <comment>an action named in a sentence</comment>
        <translation>комбинация</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/king.py"/>
        <source>no trump</source>
        <translation>без козыря</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>pass</source>
        <comment>an action named in a sentence</comment>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>pass</source>
        <comment>said by a player, in a bubble</comment>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>play</source>
        <comment>an action named in a sentence</comment>
        <translation>ход</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>red Joker</source>
        <translation>красный джокер</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>refuse</source>
        <comment>an action named in a sentence</comment>
        <translation>отказать</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>refuse</source>
        <comment>said by a player, in a bubble</comment>
        <translation>отказываю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>state</source>
        <comment>an action named in a sentence</comment>
        <translation>контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>state</source>
        <comment>said by a player, in a bubble</comment>
        <translation>контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>swap</source>
        <comment>an action named in a sentence</comment>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>swap</source>
        <comment>said by a player, in a bubble</comment>
        <translation>меняю</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>tack</source>
        <comment>an action named in a sentence</comment>
        <translation>доложить</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>take back</source>
        <comment>said by a player, in a bubble</comment>
        <translation>забираю назад</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>take the discard</source>
        <comment>an action named in a sentence</comment>
        <translation>взять карту сброса</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <location filename="../../desktop/naming.py"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>+5 for no spades</source>
        <translation>+5, если нет пик</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>-50 for a contract not made</source>
        <translation>−50 за невыполненный контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>A handicap of your bid: discard the card it names.</source>
        <translation>Гандикап вашей ставки: сбросьте карту, которую он называет.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Ace of Hearts</source>
        <comment>a part of the score</comment>
        <translation>туз червей</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>A♥</source>
        <translation>Т♥</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Before play every player passes one card to the next player.</source>
        <translation>Перед игрой каждый передаёт одну карту следующему игроку.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Hand</source>
        <comment>a column: the hand's total</comment>
        <translation>За раздачу</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Made</source>
        <translation>Выполнен</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Most diamonds: +20 (+10 each on a tie)</source>
        <translation>Больше всех бубён: +20 (при равенстве по +10)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>No ♠</source>
        <translation>Без ♠</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Running total</source>
        <translation>Нарастающий итог</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>The Joker's partner: the team must take every trick (D-clubs-4, D-clubs-8)</source>
        <translation>Партнёр по джокеру: команда должна взять все взятки (D-clubs-4, D-clubs-8)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>The auction winner</source>
        <translation>Победитель торговли</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>The auction: bid an auction card more valuable than the last bid, but at most one level above it (after a Jack, a Queen at most), or pass. Whoever wins must take 7 of the 10 tricks and bears the handicaps bid.</source>
        <translation>Торговля: поставьте карту торговли старше последней ставки, но не более чем на уровень выше (после валета — самое большее даму), или пас. Победитель должен взять 7 взяток из 10 и несёт гандикапы своих ставок.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>The hand's total</source>
        <translation>Итог раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Together they took {n}</source>
        <translation>Вместе взято {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/king.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>Tricks won, 10 points each</source>
        <translation>Взятые взятки, по 10 очков</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Tricks: {taken}.</source>
        <translation>Взятки: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>You took {n}</source>
        <translation>Вы взяли {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>You won the auction</source>
        <translation>Вы выиграли торговлю</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>You won the auction with the {card}</source>
        <translation>Вы выиграли торговлю (карта: {card})</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>bids</source>
        <translation>заявки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>bids {move}</source>
        <translation>ставит: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>contract</source>
        <comment>a part of the score</comment>
        <translation>контракт</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>discarded {n}</source>
        <translation>снос {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>most Diamonds</source>
        <translation>больше всех бубён</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>no Spades</source>
        <translation>без пик</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>out {n}</source>
        <translation>вне игры {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>the contract is broken</source>
        <translation>контракт не выполнен</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>the contract is made</source>
        <translation>контракт выполнен</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>treasure chest</source>
        <translation>сундук</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{n} diamonds collected</source>
        <translation>собрано бубён: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{tricks} tricks: {points} points</source>
        <translation>взяток: {tricks}, очков: {points}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{who} took {n}</source>
        <translation>Взятки игрока {who}: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{who} won the auction</source>
        <translation>Торговлю выиграл(а) {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{who} won the auction with the {card}</source>
        <translation>Торговлю выиграл(а) {who} (карта: {card})</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{won} and had to take 7 of the 10 tricks.</source>
        <translation>{won}; нужно было взять 7 взяток из 10.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/clubs.py"/>
        <source>{won}, teamed with {partner}: together they had to take every trick.</source>
        <translation>{won}, в паре с игроком {partner}: вместе нужно было взять все взятки.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>, attacker</source>
        <translation>, атакующий</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>A sudden-death hand: an attacker with the strictly highest score now wins (rule 50).</source>
        <translation>Раздача до первой победы: теперь выигрывает атакующий со строго наибольшим счётом (правило 50).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Everybody passed: the declaration is forfeited and the hand ends without a campaign (rule 38).</source>
        <translation>Все спасовали: объявление не состоялось, раздача кончается без розыгрыша (правило 38).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Hands 1-6 are round-robin; after that an attacker with the strictly highest score wins (rule 50)</source>
        <translation>Раздачи 1–6 играются по кругу; затем выигрывает атакующий со строго наибольшим счётом (правило 50)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Round</source>
        <translation>Круг</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Running score (rule 49)</source>
        <translation>Нарастающий счёт (правило 49)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>The attacker's score change: + the contract if made, - if lost (rule 49)</source>
        <translation>Изменение счёта атакующего: + контракт, если выполнен, − если нет (правило 49)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>The auction for the face-up card: bid more tokens than the leading bid ({lead}), or pass. The winner pays the tokens bid.</source>
        <translation>Торговля за открытую карту: поставьте больше фишек, чем ведущая ставка ({lead}), или пас. Победитель платит поставленные фишки.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>The declaration: state how many tricks you will take and the trump, at least the leading statement, or pass. The highest statement becomes the contract.</source>
        <translation>Заявка: назовите число взяток и козырь, не меньше ведущей заявки, или пас. Старшая заявка становится контрактом.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Tokens</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Tokens left after the hand</source>
        <translation>Фишки после раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Tokens left: {left}.</source>
        <translation>Осталось фишек: {left}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Took</source>
        <translation>Взял</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>Tricks the attacker took</source>
        <translation>Взятки атакующего</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You gain {n} points (rule 49); nobody else scores.</source>
        <translation>Вы получаете {n} очков (правило 49); остальным ничего.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You lose {n} points (rule 49); nobody else scores.</source>
        <translation>Вы теряете {n} очков (правило 49); остальным ничего.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You took {tricks}, at least {n}: the contract is made.</source>
        <translation>Вы взяли {tricks}, не меньше {n}: контракт выполнен.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You took {tricks}, fewer than {n}: the contract is lost.</source>
        <translation>Вы взяли {tricks}, меньше {n}: контракт проигран.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You won the card: swap one of your cards for it, or decline it.</source>
        <translation>Карта ваша: обменяйте на неё одну из своих карт или откажитесь.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>You won the declaration: a contract of {n} with {trumps}.</source>
        <translation>Объявление за вами: контракт {n}, {trumps}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>bid %n tokens for the card</source>
        <translation>
            <numerusform>ставит %n фишку за карту</numerusform>
            <numerusform>ставит %n фишки за карту</numerusform>
            <numerusform>ставит %n фишек за карту</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>discard {n}</source>
        <translation>сброс {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>freelance deck {n}</source>
        <translation>колода Freelance {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>round-robin</source>
        <translation>по кругу</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>states a contract: {move}</source>
        <translation>заявляет контракт: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>sudden death</source>
        <translation>до первой победы</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <location filename="../../desktop/per_game/look.py"/>
        <source>{score} points, {place}</source>
        <translation>очки: {score}, {place}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{suit} trumps</source>
        <translation>козыри — {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{who} gains {n} points (rule 49); nobody else scores.</source>
        <translation>{who}: +{n} очков (правило 49); остальным ничего.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{who} loses {n} points (rule 49); nobody else scores.</source>
        <translation>{who}: −{n} очков (правило 49); остальным ничего.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{who} took {tricks}, at least {n}: the contract is made.</source>
        <translation>Атакующий {who}: {tricks}, не меньше {n} — контракт выполнен.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{who} took {tricks}, fewer than {n}: the contract is lost.</source>
        <translation>Атакующий {who}: {tricks}, меньше {n} — контракт проигран.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/freelance.py"/>
        <source>{who} won the declaration: a contract of {n} with {trumps}.</source>
        <translation>Объявление за игроком {who}: контракт {n}, {trumps}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source> or refuse by taking it yourself</source>
        <translation> или откажите, взяв её себе</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>%n four</source>
        <translation>
            <numerusform>%n четвёрка</numerusform>
            <numerusform>%n четвёрки</numerusform>
            <numerusform>%n четвёрок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>%n fours</source>
        <translation>
            <numerusform>%n четвёрка</numerusform>
            <numerusform>%n четвёрки</numerusform>
            <numerusform>%n четвёрок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>%n three</source>
        <translation>
            <numerusform>%n тройка</numerusform>
            <numerusform>%n тройки</numerusform>
            <numerusform>%n троек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>%n threes</source>
        <translation>
            <numerusform>%n тройка</numerusform>
            <numerusform>%n тройки</numerusform>
            <numerusform>%n троек</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Bent</source>
        <translation>Загиб</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Call the discard to take it out of turn (with one card from the stock), or pass.</source>
        <translation>Закажите сброс, чтобы взять его вне очереди (вместе с картой из колоды), или пас.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>End your turn with a discard (never a joker).</source>
        <translation>Закончите ход сбросом (джокер сбрасывать нельзя).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Game</source>
        <comment>a column: the deal's number in the set</comment>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Game {n} of 9, contract {contract}</source>
        <translation>Игра {n} из 9, контракт: {contract}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Lay down your threes and fours once they make this deal's contract ({contract}), then discard.</source>
        <translation>Выложите тройки и четвёрки, когда они составят контракт этой сдачи ({contract}), затем сбросьте.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Out</source>
        <comment>a column: who went out</comment>
        <translation>Вышел</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Penalty points for the cards left in hand (lower is better): {left}.</source>
        <translation>Штрафные очки за карты на руках (чем меньше, тем лучше): {left}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Penalty points left in hand</source>
        <translation>Штрафные очки за карты на руках</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Running total (lower is better)</source>
        <translation>Нарастающий итог (чем меньше, тем лучше)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Someone calls the discard: allow it, or refuse and take it yourself.</source>
        <translation>Сброс заказали: разрешите или откажите и возьмите его сами.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>The cards are thrown in and dealt again by the same dealer, for the same contract; nobody scores.</source>
        <translation>Карты собираются и сдаются заново тем же сдающим на тот же контракт; очков никто не получает.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>The deal's number in the set of nine</source>
        <translation>Номер раздачи в серии из девяти</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>The table was bent: the others' penalties are doubled (D-kalooki-7)</source>
        <translation>Стол «загнут»: штрафы остальных удваиваются (D-kalooki-7)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Who went out; a redeal scores nothing (D-kalooki-6)</source>
        <translation>Кто вышел; пересдача не приносит очков (D-kalooki-6)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>You are down: tack cards onto melds, then discard.</source>
        <translation>Вы выложились: подкладывайте карты к комбинациям, затем сбросьте.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>You went out on the same turn as first coming down: the table is bent and every penalty counts double.</source>
        <translation>Вы вышли в тот же ход, когда впервые выложили комбинации: стол «загнут», все штрафы удваиваются.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>Your turn starts with a draw: the stock or the top discard.</source>
        <translation>Ход начинается с добора: из колоды или верхнюю карту сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>call the {card} (you take it and one card from the stock) or pass</source>
        <translation>заберите сброшенную карту ({card}) вне очереди (с ней — одну из колоды) или пас</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>calls the discard</source>
        <translation>заказывает сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>discard</source>
        <comment>a pile</comment>
        <translation>сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>lays down: {move}</source>
        <translation>выкладывает: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>stock {n}</source>
        <translation>колода {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>went out</source>
        <translation>вышел</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{contract}: You went out.</source>
        <translation>{contract}: вы вышли.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{contract}: the stock ran out twice before anyone went out.</source>
        <translation>{contract}: колода кончилась дважды, а никто так и не вышел.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{contract}: {who} went out.</source>
        <translation>{contract}: вышел игрок {who}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{n} penalty points</source>
        <translation>штраф: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{who} calls the {card}: allow</source>
        <translation>{who} хочет забрать сброшенную карту ({card}): разрешите</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/kalooki.py"/>
        <source>{who} went out on the same turn as first coming down: the table is bent and every penalty counts double.</source>
        <translation>Игрок {who} вышел в тот же ход, когда впервые выложил комбинации: стол «загнут», все штрафы удваиваются.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source> (ended early)</source>
        <translation> (окончена досрочно)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Award points, 12 a trick, into the bonus: {awards}.</source>
        <translation>Очки за взятки, по 12 за взятку, в бонус: {awards}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Awards so far</source>
        <translation>Премии на данный момент</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Bonus minus hill; the results sum to zero (D-king-5)</source>
        <translation>Бонус минус гора; сумма результатов равна нулю (D-king-5)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Contractor</source>
        <translation>Заказчик</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Discards: {cards}</source>
        <translation>Снос: {cards}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Every penalty card was taken after {tricks}: {taken}.</source>
        <translation>Все штрафные карты взяты за {tricks}: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Game</source>
        <comment>a column: the contract of the deal</comment>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Hill</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>No Boys</source>
        <translation>Не брать мальчиков</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Penalties so far (lower is better)</source>
        <translation>Штрафы на данный момент (чем меньше, тем лучше)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Penalty points, onto the hill: {takers}.</source>
        <translation>Штрафные очки, на гору: {takers}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Points taken this deal: minus on the hill (penalty), plus in the bonus (award)</source>
        <translation>Очки за раздачу: минус — на гору (штраф), плюс — в бонус (премия)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>Tricks taken: {taken}.</source>
        <translation>Взято взяток: {taken}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You are the contractor: choose the game of this deal from your pool. Penalty games cost points for tricks or cards taken; award games pay 12 a trick.</source>
        <translation>Вы заказчик: выберите игру этой сдачи из своего пула. В штрафных играх очки снимают за взятки или карты; в призовых дают 12 за взятку.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You chose {game}, a penalty game.</source>
        <translation>Вы заказали «{game}», игру на штраф.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You chose {game}, an award game.</source>
        <translation>Вы заказали «{game}», игру на взятки.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You had put away {cards}.</source>
        <translation>Ваш снос: {cards}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You sat out this deal.</source>
        <translation>Вы пропускали эту раздачу.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>You took the kitty: discard two cards face down (not penalty cards).</source>
        <translation>Вы взяли прикуп: сбросьте две карты рубашкой вверх (не штрафные).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>chooses the game: {move}</source>
        <translation>выбирает игру: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>kitty</source>
        <translation>прикуп</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>none</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>open once the game is chosen</source>
        <translation>открывается, когда выбрана игра</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>result {score}</source>
        <translation>итог {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>result {score} = bonus {bonus} − hill {hill}, {place}</source>
        <translation>итог {score} = бонус {bonus} − гора {hill}, {place}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>sat out</source>
        <translation>пропускает</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>score hidden until the end</source>
        <translation>счёт скрыт до конца</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>trumps {suit}</source>
        <translation>козыри — {suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{tricks} in this hand, {total} in all</source>
        <translation>{tricks} этой рукой, всего {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{who} chose {game}, a penalty game.</source>
        <translation>Заказ игрока {who}: «{game}», игра на штраф.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{who} chose {game}, an award game.</source>
        <translation>Заказ игрока {who}: «{game}», игра на взятки.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{who} had put away {cards}.</source>
        <translation>Снос игрока {who}: {cards}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{who} sat out this deal.</source>
        <translation>{who} пропускает эту раздачу.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/king.py"/>
        <source>{who}: second hand</source>
        <translation>{who}: вторая рука</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>Rule {n}</source>
        <translation>Правило {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You have neither the suit led nor a trump ({suit}): play any card (a renounce).</source>
        <translation>У вас нет ни масти хода, ни козырей ({suit}): играйте любую карту (снос).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You have none of the suit led but a trump: you must play a trump ({suit}).</source>
        <translation>У вас нет масти хода, но есть козырь: нужно сыграть козырь ({suit}).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You have none of the suit led: any card may be played, but it cannot win.</source>
        <translation>У вас нет масти хода: можно сыграть любую карту, но она не возьмёт взятку.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You have none of the suit led: play any card. A trump ({suit}) would win the trick.</source>
        <translation>У вас нет масти хода: играйте любую карту. Козырь ({suit}) взял бы взятку.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You lead this trick: any card may start it.</source>
        <translation>Вы начинаете взятку: ходить можно любой картой.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>You must follow suit when you can: only cards of the suit led may be played.</source>
        <translation>Нужно ходить в масть, когда она есть: можно играть только карты масти хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>rules, “{heading}”</source>
        <translation>правила, «{heading}»</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/lesson.py"/>
        <source>ruling {code}</source>
        <translation>решение {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n pre-trick</source>
        <translation>
            <numerusform>%n предвзятка</numerusform>
            <numerusform>%n предвзятки</numerusform>
            <numerusform>%n предвзяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n pre-tricks</source>
        <translation>
            <numerusform>%n предвзятка</numerusform>
            <numerusform>%n предвзятки</numerusform>
            <numerusform>%n предвзяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n token</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n tokens</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n trick</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/per_game/look.py"/>
        <source>%n tricks</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/look.py"/>
        <source>place {n}</source>
        <translation>{n}-е место</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/look.py"/>
        <source>tied for place {n}</source>
        <translation>делит {n}-е место</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/look.py"/>
        <source>{items} and {last}</source>
        <translation>{items} и {last}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/look.py"/>
        <source>{score} penalty points, {place}</source>
        <translation>штрафные очки: {score}, {place}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>All</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Bid</source>
        <comment>a column</comment>
        <translation>Заявка</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Declare high (you try to take tricks) or low (you try to avoid them).</source>
        <translation>Заявите «верх» (стараетесь брать взятки) или «низ» (стараетесь их не брать).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Equal tricks: the dealer, you, scores 1.</source>
        <translation>Взяток поровну: вы как сдающий получаете 1.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Equal tricks: the dealer, {who}, scores 1.</source>
        <translation>Взяток поровну: сдающий ({who}) получает 1.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>High or low as declared, or forced the other way once more than half had gone one way</source>
        <translation>На старшие или на младшие, как объявлено, или принудительно наоборот, когда больше половины выбрали одно</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Nobody scores.</source>
        <translation>Никто не получает очков.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Pre</source>
        <translation>Пред.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Pre-tricks</source>
        <translation>Предвзятки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Pre-tricks plus tricks</source>
        <translation>Предвзятки и взятки</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Raw</source>
        <translation>Сырые</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Raw score minus the penalty</source>
        <translation>Сырые очки минус штраф</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Raw score: tricks (high) or N - tricks (low)</source>
        <translation>Сырые очки: взятки (на старшие) или N − взятки (на младшие)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Raw scores (tricks for a high player, {n} minus tricks for a low one): {raw}.</source>
        <translation>Сырые очки (взятки у игравших на старшие, {n} минус взятки у игравших на младшие): {raw}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Refined</source>
        <translation>Чистые</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Stronger</source>
        <translation>Сильнее</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The bids were the same: the hand is played {way}.</source>
        <translation>Заявки равны: раздача играется {way}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The exchange: bury a card you do not want.</source>
        <translation>Обмен: уберите ненужную карту.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The hand's final score</source>
        <translation>Окончательный счёт раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The hand's penalty P (D-tws-5)</source>
        <translation>Штраф раздачи P (D-tws-5)</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The hand's score</source>
        <translation>Счёт раздачи</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>The penalty is {p}: what each raw score has over it counts twice, three times for a forced player.</source>
        <translation>Штраф — {p}: превышение сырых очков над ним считается вдвойне, у игравшего принудительно — втройне.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>This hand: {scores}.</source>
        <translation>За раздачу: {scores}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Tricks taken in play</source>
        <translation>Взятки в розыгрыше</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Tricks, pre-tricks included: {took} ({pre}).</source>
        <translation>Взятки вместе с предвзятками: {took} ({pre}).</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Tricks, pre-tricks included: {took}.</source>
        <translation>Взятки вместе с предвзятками: {took}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Way</source>
        <translation>Путь</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Ways: {ways}.</source>
        <translation>Выбор: {ways}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>You, with fewer tricks, score 2 a trick of difference: {n}.</source>
        <translation>У вас меньше взяток: по 2 очка за каждую взятку разницы, {n}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>You, with more tricks, score 2 a trick of difference: {n}.</source>
        <translation>У вас больше взяток: по 2 очка за каждую взятку разницы, {n}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>Your bid is the stronger: the hand is played {way}.</source>
        <translation>Ваша заявка сильнее: раздача играется {way}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <location filename="../../desktop/table/layout.py"/>
        <source>deck {n}</source>
        <translation>колода {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>declares {move}</source>
        <translation>заявляет: {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>high</source>
        <translation>на старшие</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>high, forced</source>
        <translation>на старшие, принудительно</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>low</source>
        <translation>на младшие</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>low, forced</source>
        <translation>на младшие, принудительно</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>{first} bid {bid} and {second} {other}.</source>
        <translation>Заявки: {first} — {bid}, {second} — {other}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>{who}'s bid is the stronger: the hand is played {way}.</source>
        <translation>Заявка игрока {who} сильнее: раздача играется {way}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>{who}, with fewer tricks, scores 2 a trick of difference: {n}.</source>
        <translation>У игрока {who} меньше взяток: по 2 очка за каждую взятку разницы, {n}.</translation>
    </message>
    <message>
        <location filename="../../desktop/per_game/two_way_street.py"/>
        <source>{who}, with more tricks, scores 2 a trick of difference: {n}.</source>
        <translation>У игрока {who} больше взяток: по 2 очка за каждую взятку разницы, {n}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/accessible.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <source>%n card</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/accessible.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/accessible.py"/>
        <source>%n face up</source>
        <translation>
            <numerusform>%n открыта</numerusform>
            <numerusform>%n открыты</numerusform>
            <numerusform>%n открыто</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/accessible.py"/>
        <source>%n playable</source>
        <translation>
            <numerusform>можно сыграть %n</numerusform>
            <numerusform>можно сыграть %n</numerusform>
            <numerusform>можно сыграть %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Discard pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <location filename="../../desktop/table/scene.py"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>The pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Trick</source>
        <comment>the cards played to the middle</comment>
        <translation>Взятка</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Your bid cards</source>
        <translation>Ваши карты заявки</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Your meld {k}</source>
        <translation>Ваша комбинация {k}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>Your tricks won</source>
        <translation>Ваши взятки</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <source>Your {pile}</source>
        <translation>{pile}: ваше</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>dealer</source>
        <comment>on a seat's plate</comment>
        <translation>сдающий</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>face down</source>
        <comment>a zone's cards</comment>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>just received</source>
        <comment>a card</comment>
        <translation>только что получена</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>not playable now</source>
        <translation>сейчас нельзя сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>played by you</source>
        <translation>сыграна вами</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>played by {who}</source>
        <translation>сыграл(а) {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>selected</source>
        <comment>a card chosen for a meld</comment>
        <translation>выбрана</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>takes the trick</source>
        <comment>a card in the trick</comment>
        <translation>берёт взятку</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>to play</source>
        <comment>on a seat's plate: the seat's turn</comment>
        <translation>ходит</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>top card {card}</source>
        <translation>сверху {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{card} by {who}</source>
        <comment>a card of the last trick</comment>
        <translation>{card} ({who})</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{n} point</source>
        <translation>очки: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{n} points</source>
        <translation>очки: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{who}'s bid cards</source>
        <translation>Карты заявки игрока {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{who}'s hand</source>
        <translation>Рука игрока {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{who}'s meld {k}</source>
        <translation>Комбинация {k} игрока {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <source>{who}'s tricks won</source>
        <translation>Взятки игрока {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/accessible.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <source>{who}'s {pile}</source>
        <translation>{pile}: {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/animation.py"/>
        <source>(secret)</source>
        <translation>(тайно)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Allow</source>
        <comment>a button</comment>
        <translation>Разрешить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Bid</source>
        <comment>a button</comment>
        <translation>Заявить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Bid the {card}</source>
        <translation>Заявить: {card}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Bury</source>
        <comment>a button</comment>
        <translation>Закопать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Call</source>
        <comment>a button</comment>
        <translation>Забрать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Choose</source>
        <comment>a button</comment>
        <translation>Выбрать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Declare</source>
        <comment>a button</comment>
        <translation>Объявить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Decline</source>
        <comment>a button</comment>
        <translation>Отказаться</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Discard</source>
        <comment>a button</comment>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Do</source>
        <comment>a button: do the action chosen in the list</comment>
        <translation>Сделать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Do the chosen {verb}</source>
        <translation>Сделать выбранное: {verb}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Down</source>
        <comment>a button</comment>
        <translation>Выложить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Draw</source>
        <comment>a button</comment>
        <translation>Взять</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Draw from stock</source>
        <comment>a button</comment>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Give</source>
        <comment>a button</comment>
        <translation>Отдать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Meld</source>
        <comment>a button</comment>
        <translation>Выложить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>No trump</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Pass</source>
        <comment>a button</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Play</source>
        <comment>a button</comment>
        <translation>Сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Refuse</source>
        <comment>a button</comment>
        <translation>Отказать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Select the cards of a meld in your hand (click or Space), then press Meld</source>
        <translation>Выберите карты комбинации в руке (щелчок или пробел), затем нажмите «Выложить»</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>State</source>
        <comment>a button</comment>
        <translation>Объявить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Swap</source>
        <comment>a button</comment>
        <translation>Обменять</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Tack</source>
        <comment>a button</comment>
        <translation>Доложить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Take back</source>
        <comment>a button</comment>
        <translation>Забрать назад</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>Take the discard</source>
        <comment>a button</comment>
        <translation>Взять из сброса</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>choice</source>
        <translation>выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>not a legal combination now</source>
        <translation>сейчас так нельзя</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>trumps</source>
        <translation>козыри</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>{verb} from {low} to {high}</source>
        <translation>{verb}: от {low} до {high}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>{verb}: action</source>
        <translation>{verb}: действие</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controls.py"/>
        <source>{verb}: number</source>
        <translation>{verb}: число</translation>
    </message>
    <message>
        <location filename="../../desktop/table/items.py"/>
        <source>D</source>
        <comment>the dealer's mark</comment>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../../desktop/table/items.py"/>
        <source>new</source>
        <comment>a card just received</comment>
        <translation>новая</translation>
    </message>
    <message>
        <location filename="../../desktop/table/items.py"/>
        <location filename="../../desktop/table/peek.py"/>
        <source>takes</source>
        <comment>the card that takes the trick</comment>
        <translation>берёт</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>bury</source>
        <comment>to do with a card: to bury it</comment>
        <translation>закопать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>discard</source>
        <comment>to do with a card: to bury it</comment>
        <translation>сбросить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>give</source>
        <comment>to do with a card: to bury it</comment>
        <translation>отдать</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>play</source>
        <comment>to do with a card: to bury it</comment>
        <translation>сыграть</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>swap</source>
        <comment>to do with a card: to bury it</comment>
        <translation>обменять</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>tack</source>
        <comment>to do with a card: to bury it</comment>
        <translation>доложить</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>the discard pile</source>
        <comment>where to: drag a card to ...</comment>
        <translation>в сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/table/moves.py"/>
        <source>{first} or {second}</source>
        <translation>{first} или {second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/peek.py"/>
        <source> (%n face down, not shown)</source>
        <translation>
            <numerusform> (%n рубашкой вверх, не показана)</numerusform>
            <numerusform> (%n рубашкой вверх, не показаны)</numerusform>
            <numerusform> (%n рубашкой вверх, не показаны)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>, the top card on the right</source>
        <translation>, верхняя карта справа</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>Last trick (trick {n}), taken by you</source>
        <translation>Последняя взятка (№ {n}), взяли вы</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>Last trick (trick {n}), taken by {who}</source>
        <translation>Последняя взятка (№ {n}), взял(а) {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>There is no last trick to show in this hand</source>
        <translation>В этой раздаче ещё не было взяток</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>This game has no tricks</source>
        <translation>В этой игре нет взяток</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>discard pile</source>
        <translation>сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/table/peek.py"/>
        <source>top</source>
        <comment>a pile's top card</comment>
        <translation>сверху</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>The cards moved under the pointer, so nothing was done: double-click again for the card there now</source>
        <translation>Карты сдвинулись под указателем, поэтому ничего не сделано: щёлкните дважды ещё раз по карте, что теперь там</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>a meld</source>
        <comment>where to: drag a card to ...</comment>
        <translation>на комбинацию</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>drop the card on a meld</source>
        <translation>положите карту на комбинацию</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>drop the card on {spot} to {verb} it</source>
        <translation>положите карту {spot}, чтобы {verb} её</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>the deck</source>
        <comment>where to: drag a card to ...</comment>
        <translation>в колоду</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>the middle</source>
        <comment>where to: drag a card to ...</comment>
        <translation>в центр</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>the middle of the table</source>
        <comment>where to: drag a card to ...</comment>
        <translation>в центр стола</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>the {name}</source>
        <comment>where to: drag a card to ...</comment>
        <translation>сюда: {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>{card} cannot be moved now</source>
        <translation>{card}: сейчас эту карту двигать нельзя</translation>
    </message>
    <message>
        <location filename="../../desktop/table/view.py"/>
        <source>{verbs} here</source>
        <translation>{verbs} сюда</translation>
    </message>
</context>
</TS>
